import { useId, useState } from 'react';
import { useRotateCalendarFeedMutation } from '../mutations/RotateCalendarFeedMutation';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';

/**
 * A company's calendar feed URL to copy, and a way to replace it after a
 * confirmation: the More page shows its own company's, the admin panel any company's.
 */
export function CalendarFeedLink({ companyId, url }: { companyId: string; url: string }) {
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it where your calendar app subscribes to a calendar by URL.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  }

  async function replace() {
    try {
      await rotate({ input: { companyId } });
      setConfirming(false);
      toast({ title: 'New link ready', description: 'The old link no longer works.' });
    } catch (error) {
      toast({
        title: 'Could not replace the link',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        Calendar link
      </label>
      <input
        id={inputId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={copy}>Copy Link</Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Replace Link
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Replace the calendar link?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={replace} disabled={rotating}>
              {rotating ? 'Replacing...' : 'Replace Link'}
            </Button>
          </>
        }
      >
        The current link stops working at once. Calendars subscribed to it need the new link.
      </Dialog>
    </div>
  );
}
