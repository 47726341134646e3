import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionSummary } from '../buyback/CollectionSummary';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { StatusBadge } from './StatusBadge';
import { MessageThread } from '../messages/MessageThread';
import type { ReturnDetailsDialog_request$key } from './__generated__/ReturnDetailsDialog_request.graphql';
import { eventLines, eventTitle } from './eventHistory';
import { LargeDialog } from '../components/LargeDialog';
import { ProgressStepper } from './ProgressStepper';
import { formatDateTime } from '../format';
import { OfflineAsOf, useShownAsOf } from '../components/OfflineAsOf';

const PointMap = lazy(() => import('./PointMap'));

/** A request's details, view only (docs/specification.md section 2, Request dialogs). */
export function ReturnDetailsDialog({
  request,
  open,
  onClose,
  onViewImage,
  titleSuffix,
  staff = false,
}: {
  request: ReturnDetailsDialog_request$key;
  open: boolean;
  onClose: () => void;
  onViewImage: (index: number) => void;
  /** After the reference number: 'Details', or 'Complete Details' in the admin panel (docs/specification.md section 2). */
  titleSuffix?: string;
  /** Admins and transporters: the returner company and transport company blocks (docs/specification.md section 6). */
  staff?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ReturnDetailsDialog_request on PickupRequest {
        id
        acceptsMessages
        referenceNumberFormatted
        status
        address
        latitude
        longitude
        zoneName
        totalDrums
        transporterComments
        createdAt
        confirmedAt
        scheduledAt
        scheduledPickupDate
        acknowledgedAt
        collectedAt
        cancelledAt
        assignedTransportCompanyName
        returnerCompanyName
        auditEvents {
          databaseId
          eventType
          createdAt
          userName
          adminEdit
          eventDetails
        }
        drums {
          databaseId
          drumTypeName
          drumSpecName
          quantity
        }
        images {
          id
          thumbnailUrl
          filename
          isPrimary
        }
        ...CollectionSummary_request
      }
    `,
    request,
  );
  const { t } = useTranslation();
  // Opened from a list shown from the phone's last data (no coverage): said here too.
  const asOf = useShownAsOf();
  return (
    <LargeDialog
      open={open}
      onClose={onClose}
      title={`${data.referenceNumberFormatted} ${titleSuffix ?? t('pickups.details.title')}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-4 text-sm">
        <OfflineAsOf asOf={asOf} />
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 dark:bg-slate-900">
          <Item label={t('pickups.details.status')}>
            <StatusBadge status={data.status} scheduledPickupDate={data.scheduledPickupDate} />
          </Item>
          <Item label={t('pickups.details.totalDrums')}>{data.totalDrums}</Item>
          <Item label={t('pickups.details.address')} wide>
            {data.address}
          </Item>
          {data.latitude != null && data.longitude != null ? (
            <Item label={t('pickups.details.coordinates')} wide>
              {data.latitude.toFixed(6)}, {data.longitude.toFixed(6)}
            </Item>
          ) : null}
          <Item label={t('pickups.details.zone')}>{data.zoneName ?? '—'}</Item>
          {staff && data.returnerCompanyName ? (
            <Item label={t('pickups.details.returnerCompany')}>{data.returnerCompanyName}</Item>
          ) : null}
          {staff && data.assignedTransportCompanyName ? (
            <Item label={t('pickups.details.transporter')}>{data.assignedTransportCompanyName}</Item>
          ) : null}
          {data.transporterComments ? (
            <Item label={t('pickups.form.comments')} wide>
              <span className="whitespace-pre-wrap">{data.transporterComments}</span>
            </Item>
          ) : null}
        </dl>
        {data.latitude != null && data.longitude != null ? (
          <section aria-label={t('pickups.details.location')} className="rounded-xl bg-white p-4 dark:bg-slate-900">
            <h3 className="mb-2 font-semibold">{t('pickups.details.location')}</h3>
            <Suspense fallback={<div className="h-56 rounded-lg bg-slate-100 dark:bg-slate-800" />}>
              <PointMap lat={data.latitude} lng={data.longitude} />
            </Suspense>
          </section>
        ) : null}
        {/* docs/specification.md section 2: the thread on active requests; hidden for collected and cancelled. */}
        {open && data.acceptsMessages ? <MessageThread pickupRequestId={data.id} /> : null}
        <div className="rounded-xl bg-white p-4 dark:bg-slate-900">
          <h3 className="mb-2 font-semibold">{t('pickups.details.drums')}</h3>
          <table className="w-full text-left">
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-1 font-medium">{t('pickups.details.type')}</th>
                <th className="py-1 font-medium">{t('pickups.details.specification')}</th>
                <th className="py-1 text-right font-medium">{t('pickups.drums.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {data.drums.map((drum) => (
                <tr key={drum.databaseId} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">{drum.drumTypeName}</td>
                  <td className="py-1">{drum.drumSpecName}</td>
                  <td className="py-1 text-right">{drum.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.images.length ? (
          <div className="rounded-xl bg-white p-4 dark:bg-slate-900">
            <h3 className="mb-2 font-semibold">{t('pickups.photos.title')}</h3>
            <ul className="grid grid-cols-3 gap-2">
              {data.images.map((image, index) => (
                <li key={image.id} className="relative">
                  <button
                    type="button"
                    onClick={() => onViewImage(index)}
                    className="block aspect-square w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
                  >
                    <img src={image.thumbnailUrl} alt={image.filename} className="size-full object-cover" />
                  </button>
                  {image.isPrimary ? (
                    <span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 text-xs text-white">
                      {t('pickups.details.primary')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <CollectionSummary request={data} />
        <div className="rounded-xl bg-white p-4 dark:bg-slate-900">
          <h3 className="mb-2 font-semibold">{t('pickups.details.timeline')}</h3>
          {data.scheduledPickupDate ? (
            <p>
              {t('pickups.details.pickupDate')}{' '}
              <span className="font-medium">{formatDateTime(data.scheduledPickupDate)}</span>
            </p>
          ) : null}
          <ProgressStepper
            request={data}
            variant="steps"
            label={t('pickups.details.timeline')}
            formatDate={formatDateTime}
          />
        </div>
        {data.auditEvents.length ? (
          <div className="rounded-xl bg-white p-4 dark:bg-slate-900">
            <h3 className="mb-2 font-semibold">{t('pickups.details.history')}</h3>
            <ol aria-label={t('pickups.details.history')} className="space-y-3">
              {data.auditEvents.map((event) => (
                <HistoryEntry key={event.databaseId} event={event} />
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </LargeDialog>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

type AuditEntry = {
  eventType: string;
  createdAt: string;
  userName: string | null | undefined;
  adminEdit: boolean;
  eventDetails: string;
};

/** One audit event: what changed, by whom and when; an admin edit carries its tag and diff. */
function HistoryEntry({ event }: { event: AuditEntry }) {
  const { t } = useTranslation();
  const shown = eventLines(event.eventType, event.eventDetails, event.userName);
  // A status change's sentence names who did it already.
  const named = event.eventType === 'status_changed' && 'title' in shown;
  return (
    <li className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{'title' in shown ? shown.title : eventTitle(event.eventType)}</span>
        {event.adminEdit ? (
          <span className="rounded bg-violet-100 px-1.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200">
            {t('pickups.details.adminEdit')}
          </span>
        ) : null}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {formatDateTime(event.createdAt)}
        {event.userName && !named ? ` · ${event.userName}` : ''}
      </p>
      {'error' in shown ? (
        <p className="text-red-600 dark:text-red-400">{shown.error}</p>
      ) : shown.lines.length === 0 ? null : (
        <dl className="mt-1 space-y-0.5">
          {shown.lines.map((line) => (
            <div key={line.label} className="flex gap-2">
              <dt className="text-slate-500 dark:text-slate-400">{line.label}</dt>
              <dd className="min-w-0 break-words">{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
