import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES } from '../../../../domain/webhooks';
import { Field } from '../../components/Field';
import { PageSpinner } from '../../components/Spinner';
import { useCreateWebhookEndpointMutation } from '../../mutations/CreateWebhookEndpointMutation';
import { FormDialog } from '../admin/FormDialog';
import { ActsForField, initialActsFor, type IntegrationOwner, ownerFields } from './owners';

/** Registers an endpoint: its URL, the events it hears and (admins) whom it is for. */
export function NewWebhookDialog({
  owner,
  onClose,
  onCreated,
}: {
  owner: IntegrationOwner | 'choose';
  onClose: () => void;
  onCreated: (made: { url: string; secret: string }) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENT_TYPES]);
  const [actsFor, setActsFor] = useState(initialActsFor(owner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, busy] = useCreateWebhookEndpointMutation();
  const { t } = useTranslation();

  async function save() {
    const { createWebhookEndpoint } = await create({ input: { url, events, ...ownerFields(actsFor) } });
    if (createWebhookEndpoint.__typename === 'CreateWebhookEndpointPayload')
      onCreated({ url: createWebhookEndpoint.webhookEndpoint.url, secret: createWebhookEndpoint.secret });
    return createWebhookEndpoint;
  }

  return (
    <FormDialog
      title={t('developers.newWebhook.title')}
      busy={busy}
      failure={t('developers.newWebhook.failure')}
      success={t('developers.newWebhook.success')}
      onClose={onClose}
      onSave={save}
      setErrors={setErrors}
      saveLabel={t('developers.newWebhook.save')}
    >
      <Field
        label={t('developers.webhooks.url')}
        name="url"
        type="url"
        inputMode="url"
        placeholder={t('developers.newWebhook.urlPlaceholder')}
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      {owner === 'choose' ? (
        <Suspense fallback={<PageSpinner />}>
          <ActsForField
            value={actsFor}
            error={errors.transportCompanyId ?? errors.returnerCompanyId}
            onChange={setActsFor}
          />
        </Suspense>
      ) : (
        <p className="text-sm">
          <Trans
            i18nKey="developers.newWebhook.hears"
            values={{ owner: owner.label }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t('developers.webhooks.events')}</legend>
        {errors.events ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.events}</p> : null}
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 font-mono text-xs">
              <input
                type="checkbox"
                name="events"
                className="size-4 accent-brand-700"
                checked={events.includes(type)}
                onChange={(event) =>
                  setEvents((chosen) =>
                    event.target.checked ? [...chosen, type] : chosen.filter((other) => other !== type),
                  )
                }
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
