import { useState } from 'react';
import { type PickerItem, SearchPicker } from '../../components/SearchPicker';
import { SelectField } from '../../components/SelectField';
import { usePickerSearch } from '../../pickers/pickers';
import { toGlobalId } from '../../relay/globalId';

// Whom an API token or a webhook endpoint acts for: a company user's own company, or
// for an admin a choice of the admin role and every company.

/** A company user's own company (global id and name). */
export type IntegrationOwner = { returnerCompanyId?: string; transportCompanyId?: string; label: string };

type Me = {
  readonly role: string;
  readonly returnerCompanyId?: number | null;
  readonly returnerCompanyName?: string | null;
  readonly transportCompanyId?: number | null;
  readonly transportCompanyName?: string | null;
};

/** Whom a person makes tokens and endpoints for: admins choose; others act for their own company. */
export function ownOwner(me: Me): IntegrationOwner | 'choose' | null {
  if (me.role === 'admin') return 'choose';
  // The viewer's company comes as a database id only (User has no company object field).
  if (me.role === 'returner' && me.returnerCompanyId)
    return {
      returnerCompanyId: toGlobalId('ReturnerCompany', me.returnerCompanyId),
      label: me.returnerCompanyName ?? 'your company',
    };
  if (me.role === 'transporter' && me.transportCompanyId)
    return {
      transportCompanyId: toGlobalId('TransportCompany', me.transportCompanyId),
      label: me.transportCompanyName ?? 'your company',
    };
  return null;
}

/** The form's starting "Acts for" value. */
export const initialActsFor = (owner: IntegrationOwner | 'choose') =>
  owner === 'choose'
    ? 'admin'
    : owner.returnerCompanyId
      ? `returner:${owner.returnerCompanyId}`
      : `transport:${owner.transportCompanyId}`;

/** The form's "Acts for" value as the mutation's company fields. */
export function ownerFields(actsFor: string) {
  if (actsFor.startsWith('returner:')) return { returnerCompanyId: actsFor.slice('returner:'.length) };
  if (actsFor.startsWith('transport:')) return { transportCompanyId: actsFor.slice('transport:'.length) };
  return {};
}

/** For admins: the admin role, or a returner or transport company found by typing. */
export function ActsForField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const kind = value.startsWith('returner:') ? 'returner' : value.startsWith('transport:') ? 'transport' : 'admin';
  const [picked, setPicked] = useState<PickerItem | null>(null);
  const searchReturners = usePickerSearch('returnerCompany');
  const searchTransporters = usePickerSearch('transportCompany');
  return (
    <>
      <SelectField
        label="Acts for"
        value={kind}
        onChange={(event) => {
          setPicked(null);
          onChange(event.target.value === 'admin' ? 'admin' : `${event.target.value}:`);
        }}
      >
        <option value="admin">Admin role (every company)</option>
        <option value="returner">A returner company</option>
        <option value="transport">A transport company</option>
      </SelectField>
      {kind === 'admin' ? null : (
        <SearchPicker
          key={kind}
          label={kind === 'returner' ? 'Returner company' : 'Transport company'}
          emptyText="No companies found"
          value={picked}
          error={error}
          onChange={(item) => {
            setPicked(item);
            onChange(`${kind}:${item?.id ?? ''}`);
          }}
          load={kind === 'returner' ? searchReturners : searchTransporters}
        />
      )}
    </>
  );
}
