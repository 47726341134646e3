import { type FormEvent, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../i18n';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { DateField } from '../components/DateField';
import { TimeField } from '../components/TimeField';
import { isTime } from '../components/timeText';
import { Field } from '../components/Field';
import { errorMessage } from '../relay/errors';
import { SelectField } from '../components/SelectField';
import { nextStep } from '../../../domain/statusLanguage';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { ScheduleDialogContactsQuery } from './__generated__/ScheduleDialogContactsQuery.graphql';
import type { ScheduleDialogQuery } from './__generated__/ScheduleDialogQuery.graphql';
import { type PickerItem, SearchPicker } from '../components/SearchPicker';
import { usePickerSearch } from '../pickers/pickers';
import { toGlobalId } from '../relay/globalId';
import { useScheduleMutation } from './pickupActionMutations';
import { isoToPicked, pickedToIso, todayPicked } from './pickupDate';

type Props = {
  open: boolean;
  onClose: () => void;
  requestId: string;
  /** The date already set: the dialog then edits it ('Update Pickup Schedule'). */
  scheduledPickupDate: string | null | undefined;
  assignedTransportCompanyId: number | null | undefined;
  assignedTransportCompanyName: string | null | undefined;
  assignedContactPersonId: number | null | undefined;
};

/**
 * docs/specification.md section 2, Schedule Pickup dialog: a date (past dates disabled), a time (the existing
 * or the current one), an optional transport company and a contact person of that company.
 * Picked in the viewer's time zone, sent as UTC (pickupDate.ts).
 */
export function ScheduleDialog(props: Props) {
  const editing = Boolean(props.scheduledPickupDate);
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      closeOnOutsideClick={false}
      title={editing ? t('operations.schedule.editTitle') : t('operations.schedule.title')}
    >
      {props.open ? (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <ScheduleForm {...props} editing={editing} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function ScheduleForm({
  onClose,
  requestId,
  scheduledPickupDate,
  assignedTransportCompanyId,
  assignedTransportCompanyName,
  assignedContactPersonId,
  editing,
}: Props & { editing: boolean }) {
  const data = useLazyLoadQuery<ScheduleDialogQuery>(
    graphql`
      query ScheduleDialogQuery {
        me {
          role
        }
        # A transporter schedules with its own company: the list's only row.
        schedulingTransportCompanies(first: 1) {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const isTransporter = data.me?.role === 'transporter';
  const searchCompanies = usePickerSearch('transportCompany');
  const existing = scheduledPickupDate ? isoToPicked(scheduledPickupDate) : null;
  const [date, setDate] = useState(existing?.date ?? '');
  const [time, setTime] = useState(existing?.time ?? isoToPicked(new Date().toISOString()).time);
  const [company, setCompany] = useState<PickerItem | null>(() => {
    const own = data.schedulingTransportCompanies.edges[0]?.node;
    if (isTransporter) return own ? { id: own.id, databaseId: own.databaseId, label: own.name } : null;
    return assignedTransportCompanyId == null
      ? null
      : {
          id: toGlobalId('TransportCompany', assignedTransportCompanyId),
          databaseId: assignedTransportCompanyId,
          label: assignedTransportCompanyName ?? '',
        };
  });
  const [contactId, setContactId] = useState<string>(() =>
    assignedContactPersonId == null ? '' : toGlobalId('TransportCompanyContact', assignedContactPersonId),
  );
  const companyId = company?.id ?? '';
  const [schedule, saving] = useScheduleMutation();
  const toast = useToast();
  const { t } = useTranslation();
  const today = todayPicked();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || date < today || (time !== '' && !isTime(time))) return;
    try {
      await schedule({
        id: requestId,
        scheduledPickupDate: pickedToIso(date, time || '00:00'),
        assignedTransportCompanyId: companyId || null,
        assignedContactPersonId: contactId || null,
      });
      // The spec's toast, and beside it who acts next: a proposed date waits for an admin.
      toast({
        title: t('operations.schedule.done'),
        description: nextStep('ready_for_pickup', date, isTransporter ? 'transporter' : 'admin', say) ?? undefined,
      });
      onClose();
    } catch (error) {
      toast(errorToast(t('operations.schedule.failed'), errorMessage(error, t('operations.tryAgain'))));
    }
  }

  const contactField = (contacts: readonly { id: string; name: string }[], disabled: boolean) => (
    <SelectField
      label={t('operations.schedule.contactPerson')}
      value={contactId}
      disabled={disabled}
      onChange={(event) => setContactId(event.target.value)}
    >
      <option value="">{t('operations.schedule.noContactPerson')}</option>
      {contacts.map((contact) => (
        <option key={contact.id} value={contact.id}>
          {contact.name}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t('operations.schedule.date')}
          required
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TimeField
          label={t('operations.schedule.time')}
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      {isTransporter ? (
        <Field label={t('operations.companies.transportCompany')} value={company?.label ?? ''} disabled readOnly />
      ) : (
        <SearchPicker
          label={t('operations.companies.transportCompany')}
          clearLabel={t('operations.companies.noTransportCompany')}
          emptyText={t('operations.companies.noneFound')}
          value={company}
          onChange={(chosen) => {
            setCompany(chosen);
            setContactId('');
          }}
          load={searchCompanies}
        />
      )}
      {company ? (
        <Suspense fallback={contactField([], true)}>
          <CompanyContacts companyId={company.id}>{(contacts) => contactField(contacts, false)}</CompanyContacts>
        </Suspense>
      ) : (
        contactField([], true)
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <CancelButton onClick={onClose} />
        <Button type="submit" disabled={!date || date < today || saving}>
          {saving ? t('common.saving') : editing ? t('operations.schedule.update') : t('operations.schedule.save')}
        </Button>
      </div>
    </form>
  );
}

/** The contact persons of the chosen company, asked when it is chosen. */
function CompanyContacts({
  companyId,
  children,
}: {
  companyId: string;
  children: (contacts: readonly { id: string; name: string }[]) => ReactNode;
}) {
  const data = useLazyLoadQuery<ScheduleDialogContactsQuery>(
    graphql`
      query ScheduleDialogContactsQuery($id: ID!) {
        node(id: $id) {
          ... on TransportCompany {
            contacts {
              id
              name
            }
          }
        }
      }
    `,
    { id: companyId },
    { fetchPolicy: 'store-or-network' },
  );
  return <>{children(data.node?.contacts ?? [])}</>;
}
