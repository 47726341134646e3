import { useState } from 'react';
import { Button } from '../../components/Button';
import { CalendarFeedLink } from '../../settings/CalendarFeedLink';
import { Dialog } from '../../components/Dialog';

/** A company card's way to its calendar feed link (copy it, or replace it). */
export function CalendarLinkButton({ companyId, name, url }: { companyId: string; name: string; url: string | null }) {
  const [open, setOpen] = useState(false);
  if (!url) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Calendar Link
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Calendar link: ${name}`}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The company’s scheduled pickups, for a calendar app. Anyone with the link can see them.
        </p>
        <CalendarFeedLink companyId={companyId} url={url} />
      </Dialog>
    </>
  );
}
