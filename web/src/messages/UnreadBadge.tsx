import { useTranslation } from 'react-i18next';

/** A card's unread messages (kept live by LiveNotifications); nothing when none are unread. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
      aria-label={t('messages.unread.count', { count })}
      title={t('messages.unread.title')}
    >
      <svg viewBox="0 0 20 20" className="size-3" aria-hidden="true" fill="currentColor">
        <path d="M2 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H7l-4 4v-4H4a2 2 0 0 1-2-2V4Z" />
      </svg>
      {count}
    </span>
  );
}
