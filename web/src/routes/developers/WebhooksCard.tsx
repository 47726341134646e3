import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDateTime } from '../../../../domain/dates';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Cell, DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import {
  useDeleteWebhookEndpointMutation,
  useSendTestWebhookMutation,
  useSetWebhookEndpointEnabledMutation,
} from '../../mutations/WebhookEndpointActions';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';
import type { WebhooksCardQuery, WebhooksCardQuery$data } from './__generated__/WebhooksCardQuery.graphql';
import { RemoveDialog } from '../admin/RemoveDialog';
import { IntegrationCard, useRefresh } from './IntegrationCard';
import { NewWebhookDialog } from './NewWebhookDialog';
import { ownOwner } from './owners';
import { SecretDialog } from './SecretDialog';

type Endpoint = WebhooksCardQuery$data['webhookEndpoints'][number];

/** Webhook endpoints with their delivery logs: added, tested, disabled, enabled, removed here. */
export function WebhooksCard() {
  const { options, refresh } = useRefresh();
  const data = useLazyLoadQuery<WebhooksCardQuery>(
    graphql`
      query WebhooksCardQuery {
        me {
          role
          returnerCompanyId
          returnerCompanyName
          transportCompanyId
          transportCompanyName
        }
        webhookEndpoints {
          id
          url
          events
          enabled
          companyName
          deliveries {
            id
            eventType
            status
            attempts
            lastStatusCode
            lastError
            createdAt
            nextAttemptAt
          }
        }
      }
    `,
    {},
    options,
  );
  const owner = data.me ? ownOwner(data.me) : null;
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Endpoint | null>(null);
  const shownLog = data.webhookEndpoints.find((endpoint) => endpoint.id === logOf) ?? null;

  const [remove, removingNow] = useDeleteWebhookEndpointMutation();

  return (
    <IntegrationCard
      id="webhooks-title"
      title="Webhooks"
      description={
        <>
          Drum Returns calls your HTTPS endpoint when something happens (a request is created, scheduled, collected, a
          message arrives ...) with a JSON body <code>{'{type, timestamp, data}'}</code>, signed as the Standard
          Webhooks specification describes: verify the <code>webhook-signature</code> header with the endpoint’s secret.
          Failed deliveries are retried for about a day; an endpoint that keeps failing is disabled and you get a mail.
        </>
      }
      newLabel="New Endpoint"
      onNew={owner ? () => setAdding(true) : undefined}
      actions={
        data.webhookEndpoints.length ? (
          <Button variant="secondary" onClick={refresh}>
            Refresh Log
          </Button>
        ) : null
      }
      empty="No endpoints yet."
      list={
        data.webhookEndpoints.length ? (
          <DataTable label="Webhook endpoints" columns={['URL', 'For', 'Events', 'State', 'Last delivery', 'Actions']}>
            {data.webhookEndpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                onChanged={refresh}
                onShowLog={() => setLogOf(endpoint.id)}
                onRemove={() => setRemoving(endpoint)}
              />
            ))}
          </DataTable>
        ) : null
      }
    >
      {adding && owner ? (
        <NewWebhookDialog
          owner={owner}
          onClose={() => setAdding(false)}
          onCreated={(made) => {
            setCreated(made);
            refresh();
          }}
        />
      ) : null}
      {created ? (
        <SecretDialog
          title={`Signing secret for ${created.url}`}
          label="Signing secret"
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : null}
      {shownLog ? <DeliveryLog endpoint={shownLog} onClose={() => setLogOf(null)} /> : null}
      <RemoveDialog
        item={removing}
        title="Remove the endpoint?"
        confirmLabel="Remove"
        consequence={(endpoint) => `Nothing more is sent to ${endpoint.url}, and its delivery log goes.`}
        remove={(endpoint) => remove({ input: { id: endpoint.id } })}
        busy={removingNow}
        done={{ title: 'Endpoint removed' }}
        failed="Could not remove the endpoint"
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          refresh();
        }}
      />
    </IntegrationCard>
  );
}

function EndpointRow({
  endpoint,
  onChanged,
  onShowLog,
  onRemove,
}: {
  endpoint: Endpoint;
  onChanged: () => void;
  onShowLog: () => void;
  onRemove: () => void;
}) {
  const [setEnabled, switching] = useSetWebhookEndpointEnabledMutation();
  const [sendTest, testing] = useSendTestWebhookMutation();
  const toast = useToast();
  const last = endpoint.deliveries[0];

  async function run(work: () => Promise<unknown>, done: string, failed: string) {
    try {
      await work();
      toast({ title: done });
      onChanged();
    } catch (error) {
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <tr>
      <Cell label="URL" className="font-mono text-xs break-all">
        {endpoint.url}
      </Cell>
      <Cell label="For">{endpoint.companyName ?? 'Admin role'}</Cell>
      <Cell label="Events">{endpoint.events.length}</Cell>
      <Cell label="State">
        <Badge tone={endpoint.enabled ? 'green' : 'red'}>{endpoint.enabled ? 'Enabled' : 'Disabled'}</Badge>
      </Cell>
      <Cell label="Last delivery">{last ? `${last.eventType}: ${deliveryOutcome(last)}` : 'None yet'}</Cell>
      <Cell label="Actions">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={testing || !endpoint.enabled}
            aria-label={`Send a test event to ${endpoint.url}`}
            onClick={() =>
              run(
                () => sendTest({ input: { id: endpoint.id } }),
                'Test event queued: it shows in the log within seconds',
                'Could not send a test event',
              )
            }
          >
            Send Test
          </Button>
          <Button variant="secondary" onClick={onShowLog} aria-label={`Delivery log of ${endpoint.url}`}>
            Delivery Log
          </Button>
          <Button
            variant="secondary"
            disabled={switching}
            aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
            onClick={() =>
              run(
                () => setEnabled({ input: { id: endpoint.id, enabled: !endpoint.enabled } }),
                endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled: waiting events are sent now',
                'Could not change the endpoint',
              )
            }
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button variant="danger" onClick={onRemove} aria-label={`Remove ${endpoint.url}`}>
            Remove
          </Button>
        </div>
      </Cell>
    </tr>
  );
}

function deliveryOutcome(delivery: Endpoint['deliveries'][number]): string {
  if (delivery.status === 'delivered') return `delivered (HTTP ${delivery.lastStatusCode})`;
  const answer = delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : (delivery.lastError ?? 'no answer');
  if (delivery.status === 'failed') return `failed after ${delivery.attempts} attempts (${answer})`;
  return delivery.attempts ? `retrying (${answer})` : 'waiting';
}

function DeliveryLog({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={`Delivery log: ${endpoint.url}`}>
      {endpoint.deliveries.length ? (
        <ol className="space-y-2 text-sm">
          {endpoint.deliveries.map((delivery) => (
            <li key={delivery.id} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <span className="font-mono text-xs">{delivery.eventType}</span> · {formatDateTime(delivery.createdAt)}
              <br />
              {deliveryOutcome(delivery)}
              {delivery.nextAttemptAt && delivery.status === 'pending' && delivery.attempts
                ? `, next try ${formatDateTime(delivery.nextAttemptAt)}`
                : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">Nothing sent yet.</p>
      )}
    </Dialog>
  );
}
