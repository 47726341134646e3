import { type Dispatch, type ReactNode, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { MAX_COMMENT_LENGTH } from '../../../domain/validation/pickupRequest';
import { AddressPicker } from './AddressPicker';
import type { AddressPicker_config$key } from './__generated__/AddressPicker_config.graphql';
import { DrumDetails } from './DrumDetails';
import { type FormIssue, type PickupFormValues, ruleMessage, SITE_OPTIONS } from './form';
import { PhotoUploader, type StoredPhoto } from './PhotoUploader';

type Props = {
  config: AddressPicker_config$key;
  values: PickupFormValues;
  /** A state setter: updates arrive as functions of the latest values (the geocoder answers late). */
  onChange: Dispatch<SetStateAction<PickupFormValues>>;
  photos: {
    stored?: readonly StoredPhoto[];
    onRemoveStored?: (photo: StoredPhoto) => void;
    added: readonly File[];
    onAddedChange: (files: File[]) => void;
  };
  issues: FormIssue[];
};

// What the form edits of a stored request: spread unmasked into the returner's and the admin's
// edit dialogs, which read it with formValuesOf (form.ts) and show its photos.
graphql`
  fragment PickupRequestFields_request on PickupRequest {
    databaseId
    address
    latitude
    longitude
    hasLoadingCapability
    supportsForklift
    requiresCraneTruck
    transporterComments
    drums {
      drumSpecId
      drumSpecName
      drumTypeName
      quantity
      numberedDrums {
        number
        registered
      }
    }
    images {
      id
      thumbnailUrl
      filename
    }
  }
`;

/** The sections of a returner's pickup request: drums, photos, location, site information. */
export function PickupRequestFields({ config, values, onChange, photos, issues }: Props) {
  const { t } = useTranslation();
  const issueOf = (field: string) => {
    const message = issues.find((issue) => issue.field === field || issue.field.startsWith(`${field}.`))?.message;
    return message === undefined ? undefined : ruleMessage(message);
  };
  // Each field's issue, read once (the field's own error, or its section's).
  // A refused drum number shows beside its chip (DrumDetails), not again under the section.
  const drumsIssue = issues
    .filter(
      (issue) =>
        (issue.field === 'drums' || issue.field.startsWith('drums.')) && !/\.drumNumbers(\.|$)/.test(issue.field),
    )
    .map((issue) => ruleMessage(issue.message))[0];
  const siteIssue = issueOf('siteInformation');
  const commentsIssue = issueOf('transporterComments');
  const commentsId = useId();
  const set = (patch: Partial<PickupFormValues>) => onChange((latest) => ({ ...latest, ...patch }));
  return (
    <div className="space-y-4">
      <Section title={t('pickups.form.drumsSection')}>
        <DrumDetails
          drums={values.drums}
          onChange={(drums) => set({ drums })}
          requestId={values.requestId}
          issues={issues}
          onSite={(site) =>
            onChange((latest) =>
              latest.address.trim()
                ? latest
                : {
                    ...latest,
                    address: site.address,
                    latitude: site.latitude == null ? '' : String(site.latitude),
                    longitude: site.longitude == null ? '' : String(site.longitude),
                  },
            )
          }
        />
        {drumsIssue ? <p className="mt-2 text-sm text-red-600 dark:text-red-400">{drumsIssue}</p> : null}
      </Section>
      <Section title={t('pickups.photos.title')}>
        <PhotoUploader {...photos} error={issueOf('images')} />
      </Section>
      <Section title={t('pickups.form.locationSection')}>
        <AddressPicker
          config={config}
          value={{ address: values.address, latitude: values.latitude, longitude: values.longitude }}
          onChange={(location) => set(location)}
          onAddressFound={(address) => onChange((latest) => (latest.address.trim() ? latest : { ...latest, address }))}
          addressError={issueOf('address')}
        />
      </Section>
      <Section title={t('pickups.form.siteSection')}>
        <fieldset>
          <legend className="sr-only">{t('pickups.form.siteSection')}</legend>
          <div className="space-y-2">
            {SITE_OPTIONS.map((option) => (
              <label key={option.field} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 rounded border-slate-300 accent-brand-700"
                  checked={values[option.field]}
                  onChange={(event) => set({ [option.field]: event.target.checked })}
                />
                {option.label()}
              </label>
            ))}
          </div>
          {siteIssue ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{siteIssue}</p> : null}
        </fieldset>
        <div className="mt-4">
          <label htmlFor={commentsId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('pickups.form.comments')}
          </label>
          <textarea
            id={commentsId}
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            aria-invalid={commentsIssue ? true : undefined}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 dark:border-slate-600 dark:bg-slate-800"
            value={values.transporterComments}
            onChange={(event) => set({ transporterComments: event.target.value })}
          />
          <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
            {values.transporterComments.length}/{MAX_COMMENT_LENGTH}
          </p>
          {commentsIssue ? <p className="text-sm text-red-600 dark:text-red-400">{commentsIssue}</p> : null}
        </div>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      aria-label={title}
    >
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The form-level list of docs/specification.md section 2. */
export function FormErrors({ issues }: { issues: FormIssue[] }) {
  const { t } = useTranslation();
  if (!issues.length) return null;
  const messages = [...new Set(issues.map((issue) => ruleMessage(issue.message)))];
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t('pickups.form.fixErrors')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

export const SAVE_BLOCKED_ID = 'save-blocked-reason';

/**
 * Why Save is greyed out (docs/specification.md: it stays disabled until the request has a photo): said beside
 * the button, since a disabled button can neither be focused nor show the errors list.
 */
export function SaveBlockedReason({ photos }: { photos: number }) {
  const { t } = useTranslation();
  if (photos > 0) return null;
  return (
    <p id={SAVE_BLOCKED_ID} className="mr-auto text-sm text-slate-600 dark:text-slate-400">
      {t('pickups.form.saveBlocked')}
    </p>
  );
}
