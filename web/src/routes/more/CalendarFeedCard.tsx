import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { useRotateCalendarFeedMutation } from '../../mutations/RotateCalendarFeedMutation';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';
import type { CalendarFeedCardCompanyQuery } from './__generated__/CalendarFeedCardCompanyQuery.graphql';
import type { CalendarFeedCardQuery } from './__generated__/CalendarFeedCardQuery.graphql';

/**
 * Issue 17: the private calendar (ICS) of the company's scheduled pickups, for a returner's or a
 * transporter's calendar app, with a way to replace a link that went too far.
 */
export function CalendarFeedCard() {
  return (
    <Suspense fallback={null}>
      <OwnCompanyFeed />
    </Suspense>
  );
}

function OwnCompanyFeed() {
  const { me } = useLazyLoadQuery<CalendarFeedCardQuery>(
    graphql`
      query CalendarFeedCardQuery {
        me {
          role
          returnerCompanyId
          transportCompanyId
        }
      }
    `,
    {},
  );
  // Relay global ids are base64 of "Type:id"; admins find each company's feed in the admin panel.
  const companyId =
    me?.role === 'returner' && me.returnerCompanyId
      ? btoa(`ReturnerCompany:${me.returnerCompanyId}`)
      : me?.role === 'transporter' && me.transportCompanyId
        ? btoa(`TransportCompany:${me.transportCompanyId}`)
        : null;
  return companyId ? <CompanyFeed companyId={companyId} /> : null;
}

function CompanyFeed({ companyId }: { companyId: string }) {
  const { node } = useLazyLoadQuery<CalendarFeedCardCompanyQuery>(
    graphql`
      query CalendarFeedCardCompanyQuery($id: ID!) {
        node(id: $id) {
          id
          ... on ReturnerCompany {
            calendarFeedUrl
          }
          ... on TransportCompany {
            calendarFeedUrl
          }
        }
      }
    `,
    { id: companyId },
  );
  const [confirming, setConfirming] = useState(false);
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const toast = useToast();
  const url = node?.calendarFeedUrl;
  if (!url) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url!);
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
    <Card aria-labelledby="calendar-feed-title">
      <CardTitle id="calendar-feed-title">Calendar Feed</CardTitle>
      <CardDescription>
        Subscribe to your company’s scheduled pickups in your calendar app. Anyone with this link can see them, so share
        it only within your company.
      </CardDescription>
      <label htmlFor="calendar-feed-url" className="mt-4 block text-sm font-medium">
        Calendar link
      </label>
      <input
        id="calendar-feed-url"
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
    </Card>
  );
}
