import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Cell, DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../format';
import {
  useDeleteWebhookEndpointMutation,
  useSendTestWebhookMutation,
  useSetWebhookEndpointEnabledMutation,
} from '../../mutations/WebhookEndpointActions';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { WebhooksCardQuery, WebhooksCardQuery$data } from './__generated__/WebhooksCardQuery.graphql';
import { RemoveDialog } from '../admin/RemoveDialog';
import { IntegrationCard, useRefresh } from './IntegrationCard';
import { NewWebhookDialog } from './NewWebhookDialog';
import { ownOwner } from './owners';
import { SecretDialog } from './SecretDialog';

type Endpoint = WebhooksCardQuery$data['webhookEndpoints'][number];

/** The shape of a webhook's JSON body (code, the same in every language). */
const BODY_SHAPE = '{type, timestamp, data}';

/** Webhook endpoints with their delivery logs: added, tested, disabled, enabled, removed here. */
export function WebhooksCard() {
  const { options, refresh } = useRefresh();
  const { t } = useTranslation();
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
  const owner = data.me ? ownOwner(data.me, t) : null;
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Endpoint | null>(null);
  const shownLog = data.webhookEndpoints.find((endpoint) => endpoint.id === logOf) ?? null;

  const [remove, removingNow] = useDeleteWebhookEndpointMutation();

  return (
    <IntegrationCard
      id="webhooks-title"
      title={t('developers.webhooks.title')}
      description={
        <Trans
          i18nKey="developers.webhooks.description"
          components={{ body: <code>{BODY_SHAPE}</code>, code: <code /> }}
        />
      }
      newLabel={t('developers.webhooks.new')}
      onNew={owner ? () => setAdding(true) : undefined}
      actions={
        data.webhookEndpoints.length ? (
          <Button variant="secondary" onClick={refresh}>
            {t('developers.webhooks.refreshLog')}
          </Button>
        ) : null
      }
      empty={t('developers.webhooks.empty')}
      list={
        data.webhookEndpoints.length ? (
          <DataTable
            label={t('developers.webhooks.label')}
            columns={[
              t('developers.webhooks.url'),
              t('developers.webhooks.for'),
              t('developers.webhooks.events'),
              t('developers.webhooks.state'),
              t('developers.webhooks.lastDelivery'),
              t('developers.actions'),
            ]}
          >
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
          title={t('developers.webhooks.secretTitle', { url: created.url })}
          label={t('developers.webhooks.secretLabel')}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : null}
      {shownLog ? <DeliveryLog endpoint={shownLog} onClose={() => setLogOf(null)} /> : null}
      <RemoveDialog
        item={removing}
        title={t('developers.webhooks.removeTitle')}
        confirmLabel={t('developers.webhooks.remove')}
        consequence={(endpoint) => t('developers.webhooks.removeConsequence', { url: endpoint.url })}
        remove={(endpoint) => remove({ input: { id: endpoint.id } })}
        busy={removingNow}
        done={{ title: t('developers.webhooks.removed') }}
        failed={t('developers.webhooks.removeFailed')}
        onClose={() => setRemoving(null)}
        onRemoved={refresh}
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
  const { t } = useTranslation();
  const last = endpoint.deliveries[0];

  async function run(work: () => Promise<unknown>, done: string, failed: string) {
    try {
      await work();
      toast({ title: done });
      onChanged();
    } catch (error) {
      toast(errorToast(failed, errorMessage(error, t('developers.tryAgain'))));
    }
  }

  return (
    <tr>
      <Cell label={t('developers.webhooks.url')} className="font-mono text-xs break-all">
        {endpoint.url}
      </Cell>
      <Cell label={t('developers.webhooks.for')}>{endpoint.companyName ?? t('developers.adminRole')}</Cell>
      <Cell label={t('developers.webhooks.events')}>{endpoint.events.length}</Cell>
      <Cell label={t('developers.webhooks.state')}>
        <Badge tone={endpoint.enabled ? 'green' : 'red'}>
          {endpoint.enabled ? t('developers.webhooks.enabled') : t('developers.webhooks.disabled')}
        </Badge>
      </Cell>
      <Cell label={t('developers.webhooks.lastDelivery')}>
        {last ? `${last.eventType}: ${deliveryOutcome(t, last)}` : t('developers.webhooks.noneYet')}
      </Cell>
      <Cell label={t('developers.actions')}>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={testing || !endpoint.enabled}
            aria-label={t('developers.webhooks.sendTestTo', { url: endpoint.url })}
            onClick={() =>
              run(
                () => sendTest({ input: { id: endpoint.id } }),
                t('developers.webhooks.testQueued'),
                t('developers.webhooks.testFailed'),
              )
            }
          >
            {t('developers.webhooks.sendTest')}
          </Button>
          <Button
            variant="secondary"
            onClick={onShowLog}
            aria-label={t('developers.webhooks.logOf', { url: endpoint.url })}
          >
            {t('developers.webhooks.log')}
          </Button>
          <Button
            variant="secondary"
            disabled={switching}
            aria-label={
              endpoint.enabled
                ? t('developers.webhooks.disableUrl', { url: endpoint.url })
                : t('developers.webhooks.enableUrl', { url: endpoint.url })
            }
            onClick={() =>
              run(
                () => setEnabled({ input: { id: endpoint.id, enabled: !endpoint.enabled } }),
                endpoint.enabled ? t('developers.webhooks.disabledToast') : t('developers.webhooks.enabledToast'),
                t('developers.webhooks.changeFailed'),
              )
            }
          >
            {endpoint.enabled ? t('developers.webhooks.disable') : t('developers.webhooks.enable')}
          </Button>
          <Button
            variant="danger"
            onClick={onRemove}
            aria-label={t('developers.webhooks.removeUrl', { url: endpoint.url })}
          >
            {t('developers.webhooks.remove')}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}

/** How a delivery went; `lastError` is shown as the server stored it. */
function deliveryOutcome(t: TFunction, delivery: Endpoint['deliveries'][number]): string {
  if (delivery.status === 'delivered')
    return t('developers.delivery.delivered', { code: String(delivery.lastStatusCode) });
  const answer = delivery.lastStatusCode
    ? t('developers.delivery.http', { code: String(delivery.lastStatusCode) })
    : (delivery.lastError ?? t('developers.delivery.noAnswer'));
  if (delivery.status === 'failed')
    return t('developers.delivery.failed', { attempts: String(delivery.attempts), answer });
  return delivery.attempts ? t('developers.delivery.retrying', { answer }) : t('developers.delivery.waiting');
}

function DeliveryLog({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('developers.delivery.logTitle', { url: endpoint.url })}>
      {endpoint.deliveries.length ? (
        <ol className="space-y-2 text-sm">
          {endpoint.deliveries.map((delivery) => (
            <li key={delivery.id} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <span className="font-mono text-xs">{delivery.eventType}</span> · {formatDateTime(delivery.createdAt)}
              <br />
              {deliveryOutcome(t, delivery)}
              {delivery.nextAttemptAt && delivery.status === 'pending' && delivery.attempts
                ? t('developers.delivery.nextTry', { when: formatDateTime(delivery.nextAttemptAt) })
                : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">{t('developers.delivery.nothingSent')}</p>
      )}
    </Dialog>
  );
}
