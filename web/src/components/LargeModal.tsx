import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from './icons';

/**
 * A dialog for long content (the edit form, the details): full height on a phone with its own
 * scrolling, a close button in the header and the actions kept at the bottom.
 */
export function LargeModal({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-stretch justify-center sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-full w-full max-w-2xl flex-col bg-white shadow-xl sm:rounded-xl dark:bg-slate-900">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <XIcon />
              <span className="sr-only">{t('common.close')}</span>
            </button>
          </div>
          <div data-toast-slot="" className="px-4 pb-3 empty:hidden" />
          <div className="flex-1 overflow-y-auto bg-slate-50 p-4 dark:bg-slate-950">{children}</div>
          {actions ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
              {actions}
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
