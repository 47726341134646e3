import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { type PickerItem, SearchPicker } from '../components/SearchPicker';
import { SelectField } from '../components/SelectField';
import { usePickerSearch } from '../pickers/pickers';
import type { OwnerFieldsUsersQuery } from './__generated__/OwnerFieldsUsersQuery.graphql';

export type Owner = { company: PickerItem | null; userId: string; transportCompany: PickerItem | null };

/**
 * Whose request it is, in the admin's create and edit dialogs: a returner company, found by
 * typing, then one of its returners (choosing another company resets the user, docs/specification.md
 * section 4), and, where offered, the transport company.
 */
export function OwnerFields({
  value,
  onChange,
  showTransportCompany,
  errors = {},
  noneLabels,
}: {
  value: Owner;
  onChange: (owner: Owner) => void;
  showTransportCompany: boolean;
  errors?: Partial<Record<'returnerCompanyId' | 'userId', string>>;
  /** What choosing nobody reads; by default an invitation to choose. */
  noneLabels?: { company: string; user: string };
}) {
  const { t } = useTranslation();
  const none = noneLabels ?? { company: t('operations.owner.selectCompany'), user: t('operations.owner.selectUser') };
  const searchCompanies = usePickerSearch('returnerCompany');
  const searchTransportCompanies = usePickerSearch('transportCompany');
  const userField = (users: readonly { id: string; name: string }[], disabled: boolean) => (
    <SelectField
      label={t('operations.owner.user')}
      value={value.userId}
      disabled={disabled}
      error={errors.userId}
      onChange={(event) => onChange({ ...value, userId: event.target.value })}
    >
      <option value="">{none.user}</option>
      {users.map((user) => (
        <option key={user.id} value={user.id}>
          {user.name}
        </option>
      ))}
    </SelectField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SearchPicker
        label={t('operations.owner.returnerCompany')}
        placeholder={none.company}
        emptyText={t('operations.companies.noneFound')}
        value={value.company}
        error={errors.returnerCompanyId}
        onChange={(company) => onChange({ ...value, company, userId: '' })}
        load={searchCompanies}
      />
      {value.company ? (
        <Suspense fallback={userField([], true)}>
          <CompanyUsers companyId={value.company.id}>{(users) => userField(users, false)}</CompanyUsers>
        </Suspense>
      ) : (
        userField([], true)
      )}
      {showTransportCompany ? (
        <SearchPicker
          label={t('operations.companies.transportCompany')}
          clearLabel={t('operations.companies.noTransportCompany')}
          emptyText={t('operations.companies.noneFound')}
          value={value.transportCompany}
          onChange={(transportCompany) => onChange({ ...value, transportCompany })}
          load={searchTransportCompanies}
        />
      ) : null}
    </div>
  );
}

/** The returners of the chosen company, asked when it is chosen. */
function CompanyUsers({
  companyId,
  children,
}: {
  companyId: string;
  children: (users: readonly { id: string; name: string }[]) => React.ReactNode;
}) {
  const data = useLazyLoadQuery<OwnerFieldsUsersQuery>(
    graphql`
      query OwnerFieldsUsersQuery($id: ID!) {
        node(id: $id) {
          ... on ReturnerCompany {
            users {
              id
              name
              role
            }
          }
        }
      }
    `,
    { id: companyId },
    { fetchPolicy: 'store-or-network' },
  );
  return <>{children((data.node?.users ?? []).filter((user) => user.role === 'returner'))}</>;
}
