import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { errorMessage } from '../relay/errors';
import { SelectField } from '../components/SelectField';
import { nextStep } from '../../../domain/statusLanguage';
import { useToast } from '../toast/ToastProvider';
import type { ScheduleDialogQuery } from './__generated__/ScheduleDialogQuery.graphql';
import { useScheduleMutation } from './pickupActionMutations';
import { isoToPicked, pickedToIso, todayPicked } from './pickupDate';

type Props = {
  open: boolean;
  onClose: () => void;
  requestId: string;
  /** The date already set: the dialog then edits it ('Update Pickup Schedule'). */
  scheduledPickupDate: string | null | undefined;
  assignedTransportCompanyId: number | null | undefined;
  assignedContactPersonId: number | null | undefined;
};

/**
 * docs/specification.md section 2, Schedule Pickup dialog: a date (past dates disabled), a time (the existing
 * or the current one), an optional transport company and a contact person of that company.
 * Picked in the viewer's time zone, sent as UTC (pickupDate.ts).
 */
export function ScheduleDialog(props: Props) {
  const editing = Boolean(props.scheduledPickupDate);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      closeOnOutsideClick={false}
      title={editing ? 'Update Pickup Schedule' : 'Schedule Pickup'}
    >
      {props.open ? (
        <Suspense fallback={<p>Loading...</p>}>
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
  assignedContactPersonId,
  editing,
}: Props & { editing: boolean }) {
  const data = useLazyLoadQuery<ScheduleDialogQuery>(
    graphql`
      query ScheduleDialogQuery {
        me {
          role
        }
        schedulingTransportCompanies(first: 500) {
          edges {
            node {
              id
              databaseId
              name
              contacts {
                id
                databaseId
                name
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const companies = data.schedulingTransportCompanies.edges.map((edge) => edge.node);
  const isTransporter = data.me?.role === 'transporter';
  const existing = scheduledPickupDate ? isoToPicked(scheduledPickupDate) : null;
  const [date, setDate] = useState(existing?.date ?? '');
  const [time, setTime] = useState(existing?.time ?? isoToPicked(new Date().toISOString()).time);
  const [companyId, setCompanyId] = useState<string>(() => {
    if (isTransporter) return companies[0]?.id ?? '';
    return companies.find((company) => company.databaseId === assignedTransportCompanyId)?.id ?? '';
  });
  const company = companies.find((candidate) => candidate.id === companyId);
  const [contactId, setContactId] = useState<string>(
    () => company?.contacts.find((contact) => contact.databaseId === assignedContactPersonId)?.id ?? '',
  );
  const [schedule, saving] = useScheduleMutation();
  const toast = useToast();
  const today = todayPicked();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || date < today) return;
    try {
      await schedule({
        id: requestId,
        scheduledPickupDate: pickedToIso(date, time || '00:00'),
        assignedTransportCompanyId: companyId || null,
        assignedContactPersonId: contactId || null,
      });
      // The spec's toast, and beside it who acts next: a proposed date waits for an admin.
      toast({
        title: 'Pickup scheduled successfully',
        description: nextStep('ready_for_pickup', date, isTransporter ? 'transporter' : 'admin') ?? undefined,
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to schedule pickup',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Pickup date"
          type="date"
          required
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Field label="Time" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </div>
      <SelectField
        label="Transport company"
        value={companyId}
        disabled={isTransporter}
        onChange={(event) => {
          setCompanyId(event.target.value);
          setContactId('');
        }}
      >
        {isTransporter ? null : <option value="">No transport company</option>}
        {companies.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Contact person"
        value={contactId}
        disabled={!company}
        onChange={(event) => setContactId(event.target.value)}
      >
        <option value="">No contact person</option>
        {(company?.contacts ?? []).map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contact.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!date || date < today || saving}>
          {saving ? 'Saving...' : editing ? 'Update Schedule' : 'Save Schedule'}
        </Button>
      </div>
    </form>
  );
}
