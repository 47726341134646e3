import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
export function ownOwner(me: Me, t: TFunction): IntegrationOwner | 'choose' | null {
  if (me.role === 'admin') return 'choose';
  // The viewer's company comes as a database id only (User has no company object field).
  if (me.role === 'returner' && me.returnerCompanyId)
    return {
      returnerCompanyId: toGlobalId('ReturnerCompany', me.returnerCompanyId),
      label: me.returnerCompanyName ?? t('developers.owner.yourCompany'),
    };
  if (me.role === 'transporter' && me.transportCompanyId)
    return {
      transportCompanyId: toGlobalId('TransportCompany', me.transportCompanyId),
      label: me.transportCompanyName ?? t('developers.owner.yourCompany'),
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
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('developers.actsFor')}
        value={kind}
        onChange={(event) => {
          setPicked(null);
          onChange(event.target.value === 'admin' ? 'admin' : `${event.target.value}:`);
        }}
      >
        <option value="admin">{t('developers.owner.adminRole')}</option>
        <option value="returner">{t('developers.owner.aReturner')}</option>
        <option value="transport">{t('developers.owner.aTransporter')}</option>
      </SelectField>
      {kind === 'admin' ? null : (
        <SearchPicker
          key={kind}
          label={kind === 'returner' ? t('developers.owner.returner') : t('developers.owner.transporter')}
          emptyText={t('developers.owner.noCompanies')}
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
