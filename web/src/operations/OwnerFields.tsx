import { SelectField } from '../components/SelectField';

type Company = { id: string; name: string; users: readonly { id: string; name: string; role: string }[] };
type TransportCompany = { id: string; name: string };

export type Owner = { companyId: string; userId: string; transportCompanyId: string };

/**
 * Whose request it is, in the admin's create and edit dialogs: a returner company, then one of its
 * returners (choosing another company resets the user, docs/specification.md section 4), and, where offered, the
 * transport company.
 */
export function OwnerFields({
  companies,
  transportCompanies,
  value,
  onChange,
  showTransportCompany,
  errors = {},
  noneLabels = { company: 'Select a company', user: 'Select a user' },
}: {
  companies: readonly Company[];
  transportCompanies: readonly TransportCompany[];
  value: Owner;
  onChange: (owner: Owner) => void;
  showTransportCompany: boolean;
  errors?: Partial<Record<'returnerCompanyId' | 'userId', string>>;
  noneLabels?: { company: string; user: string };
}) {
  const company = companies.find((candidate) => candidate.id === value.companyId);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Returner company"
        value={value.companyId}
        error={errors.returnerCompanyId}
        onChange={(event) => onChange({ ...value, companyId: event.target.value, userId: '' })}
      >
        <option value="">{noneLabels.company}</option>
        {companies.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="User"
        value={value.userId}
        disabled={!company}
        error={errors.userId}
        onChange={(event) => onChange({ ...value, userId: event.target.value })}
      >
        <option value="">{noneLabels.user}</option>
        {(company?.users ?? [])
          .filter((user) => user.role === 'returner')
          .map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
      </SelectField>
      {showTransportCompany ? (
        <SelectField
          label="Transport company"
          value={value.transportCompanyId}
          onChange={(event) => onChange({ ...value, transportCompanyId: event.target.value })}
        >
          <option value="">No transport company</option>
          {transportCompanies.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
