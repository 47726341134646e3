/** The product mark: a cable drum seen from the side. */
export function Logo({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" className="fill-brand-700" />
      <circle cx="32" cy="32" r="20" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="32" r="6" fill="#fff" />
      <path d="M32 12v14M32 38v14M12 32h14M38 32h14" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

export const PRODUCT_NAME = 'Drum Returns';
