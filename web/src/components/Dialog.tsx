import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons in the footer. */
  actions?: ReactNode;
};

/** A modal over Headless UI: focus trapped, Escape closes, title names the dialog. */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">{children}</div>
          {actions ? <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
