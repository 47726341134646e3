import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { SelectField } from '../../components/SelectField';
import type { ownersCompaniesQuery } from './__generated__/ownersCompaniesQuery.graphql';
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

/** For admins: the admin role or any company. */
export function ActsForField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { returnerCompanies, transportCompanies } = useLazyLoadQuery<ownersCompaniesQuery>(
    graphql`
      query ownersCompaniesQuery {
        returnerCompanies(first: 500) {
          edges {
            node {
              id
              name
            }
          }
        }
        transportCompanies(first: 500) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    {},
  );
  return (
    <SelectField
      label="Acts for"
      name="returnerCompanyId"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="admin">Admin role (every company)</option>
      <optgroup label="Returner companies">
        {returnerCompanies.edges.map(({ node }) => (
          <option key={node.id} value={`returner:${node.id}`}>
            {node.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="Transport companies">
        {transportCompanies.edges.map(({ node }) => (
          <option key={node.id} value={`transport:${node.id}`}>
            {node.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
