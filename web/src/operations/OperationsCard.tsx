import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { StatusBadge } from '../pickups/StatusBadge';
import { ProgressStepper } from '../pickups/ProgressStepper';
import { UnreadBadge } from '../messages/UnreadBadge';
import type { OperationsCard_request$key } from './__generated__/OperationsCard_request.graphql';
import { showPickupDate } from './pickupDate';
import { formatDateTime, formatTimelineDay } from '../format';
import { ImageViewer } from '../pickups/lazyDialogs';
import { RequestActions } from './RequestActions';

/**
 * A request on the admin's and transporter's boards: what a driver needs at a glance (address,
 * drums, site information, date) and its actions (RequestActions).
 */
export function OperationsCard({
  request,
  detailsTitle,
  returnsLog = false,
  selected,
  onSelect,
}: {
  request: OperationsCard_request$key;
  /** The details dialog's title after the reference ('Complete Details' for admins). */
  detailsTitle?: string;
  /** The Returns Log's card: the status timeline and Delete (docs/specification.md section 2). */
  returnsLog?: boolean;
  /** With onSelect: the card's checkbox for bulk actions. */
  selected?: boolean;
  onSelect?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment OperationsCard_request on PickupRequest {
        unreadMessageCount
        id
        databaseId
        referenceNumberFormatted
        status
        address
        zoneName
        totalDrums
        drumType
        hasLoadingCapability
        supportsForklift
        requiresCraneTruck
        transporterComments
        returnerCompanyName
        assignedTransportCompanyName
        assignedContactPersonName
        scheduledPickupDate
        createdAt
        updatedAt
        confirmedAt
        scheduledAt
        acknowledgedAt
        collectedAt
        cancelledAt
        images {
          id
          url
          thumbnailUrl
          filename
          isPrimary
        }
        ...RequestActions_request
      }
    `,
    request,
  );
  const [viewing, setViewing] = useState<number | null>(null);
  const { t } = useTranslation();
  const site = [
    data.hasLoadingCapability ? t('operations.card.loadingCapability') : null,
    data.supportsForklift ? t('operations.card.forklift') : null,
    data.requiresCraneTruck ? t('operations.card.craneTruck') : null,
  ].filter(Boolean);
  const primary = data.images.find((image) => image.isPrimary) ?? data.images[0];

  return (
    <article
      aria-label={data.referenceNumberFormatted}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        {primary ? (
          <button type="button" onClick={() => setViewing(data.images.indexOf(primary))} className="shrink-0">
            <img
              src={primary.thumbnailUrl}
              alt={primary.filename}
              loading="lazy"
              className="size-16 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
            />
          </button>
        ) : (
          <div
            aria-hidden="true"
            className="size-16 shrink-0 rounded-lg border border-dashed border-slate-300 dark:border-slate-700"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="flex items-center gap-2 whitespace-nowrap font-semibold">
              {onSelect ? (
                // Around the box, without moving the reference.
                <SelectRequest
                  className="-my-3 -ml-3 shrink-0"
                  reference={data.referenceNumberFormatted}
                  selected={selected}
                  onSelect={onSelect}
                />
              ) : null}
              {data.referenceNumberFormatted}
            </h3>
            <span className="flex shrink-0 items-center gap-1">
              <UnreadBadge count={data.unreadMessageCount} />
              <StatusBadge status={data.status} scheduledPickupDate={data.scheduledPickupDate} />
            </span>
          </div>
          {data.status === 'draft' ? <UnsentDraftNote /> : null}
          <p className="text-sm break-words text-slate-700 dark:text-slate-300">{data.address}</p>
          <p className="text-sm">
            <span className="font-medium">{data.totalDrums}</span>{' '}
            {t('operations.card.drums', { count: data.totalDrums })}
            {data.drumType ? ` · ${data.drumType}` : ''}
            {data.zoneName ? ` · ${data.zoneName}` : ''}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {data.scheduledPickupDate ? (
          <Item label={t('operations.card.pickup')}>{showPickupDate(data.scheduledPickupDate)}</Item>
        ) : null}
        {data.returnerCompanyName ? (
          <Item label={t('operations.card.returner')}>{data.returnerCompanyName}</Item>
        ) : null}
        {data.assignedTransportCompanyName ? (
          <Item label={t('operations.card.transporter')}>
            {data.assignedTransportCompanyName}
            {data.assignedContactPersonName ? ` · ${data.assignedContactPersonName}` : ''}
          </Item>
        ) : null}
        {site.length ? <Item label={t('operations.card.site')}>{site.join(', ')}</Item> : null}
        {data.transporterComments ? (
          <Item label={t('operations.card.comments')}>{data.transporterComments}</Item>
        ) : null}
      </dl>
      {returnsLog ? (
        // docs/specification.md section 2, Returns Log: the status timeline with 'MMMM d' dates, in the admin's words.
        <ProgressStepper
          request={data}
          variant="steps"
          label={t('operations.card.timeline')}
          formatDate={formatTimelineDay}
        />
      ) : (
        <ProgressStepper request={data} variant="bar" />
      )}
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t('operations.card.lastUpdated', { date: formatDateTime(data.updatedAt) })}
      </p>
      <div className="mt-3">
        <RequestActions request={data} detailsTitle={detailsTitle} returnsLog={returnsLog} />
      </div>
      <ImageViewer images={data.images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </article>
  );
}

/** A draft in the admin's Pending tab (docs/specification.md puts it there) is the returner's, not sent yet. */
export function UnsentDraftNote() {
  const { t } = useTranslation();
  return <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('operations.card.unsentDraft')}</p>;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** A request's box in a board's selection, in a 44 px target. */
export function SelectRequest(props: {
  reference: string;
  selected?: boolean;
  onSelect: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={`flex size-11 cursor-pointer items-center justify-center ${props.className ?? ''}`}>
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        aria-label={t('operations.card.select', { reference: props.reference })}
        checked={props.selected ?? false}
        onChange={props.onSelect}
      />
    </label>
  );
}
