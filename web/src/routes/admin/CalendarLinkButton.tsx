import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CalendarFeedLink } from '../../settings/CalendarFeedLink';
import { Dialog } from '../../components/Dialog';

/** A company card's way to its calendar feed link (copy it, or replace it). */
export function CalendarLinkButton({ companyId, name, url }: { companyId: string; name: string; url: string | null }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.calendar.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.calendar.title', { name })}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.calendar.description')}</p>
        <CalendarFeedLink companyId={companyId} url={url} />
      </Dialog>
    </>
  );
}
