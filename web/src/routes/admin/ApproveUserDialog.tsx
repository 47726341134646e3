import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { inputClasses } from '../../components/Field';
import { SEARCH_PAUSE_MS } from '../../components/useSettledSearch';
import type { ApproveUserDialog_user$key } from './__generated__/ApproveUserDialog_user.graphql';
import type { ApproveUserDialogCompaniesQuery } from './__generated__/ApproveUserDialogCompaniesQuery.graphql';

type Company = { id: string; name: string; organizationNumber: string };

/** What approval does with a returner's company: the server's approveUser arguments. */
export type ApprovalChoice = { returnerCompanyId?: string; createCompany?: boolean };

const companiesQuery = graphql`
  query ApproveUserDialogCompaniesQuery($search: String) {
    returnerCompanies(search: $search, first: 20) {
      edges {
        node {
          id
          name
          organizationNumber
        }
      }
    }
  }
`;

/**
 * Approve's question (docs/roles.md, Approval): a returner joins the company whose organization
 * number matches the registration, another the admin picks, or one made from the registration.
 * Other roles have no company to choose, so the dialog only confirms.
 */
export function ApproveUserDialog({
  user: ref,
  busy,
  onApprove,
  onClose,
}: {
  user: ApproveUserDialog_user$key;
  busy: boolean;
  onApprove: (choice: ApprovalChoice) => void;
  onClose: () => void;
}) {
  const user = useFragment(
    graphql`
      fragment ApproveUserDialog_user on User {
        name
        email
        role
        company
        companyOrgNumber
        matchingReturnerCompany {
          id
          name
          organizationNumber
        }
      }
    `,
    ref,
  );
  const match = user.matchingReturnerCompany;
  const canCreate = Boolean(user.company?.trim() && user.companyOrgNumber?.trim());
  const [choice, setChoice] = useState<'match' | 'other' | 'create'>(match ? 'match' : canCreate ? 'create' : 'other');
  const [other, setOther] = useState<Company | null>(null);
  const returner = user.role === 'returner';
  const groupName = useId();
  const otherInputId = useId();
  const ready = !returner || choice !== 'other' || other !== null;

  function approve() {
    if (!returner) return onApprove({});
    if (choice === 'match' && match) return onApprove({ returnerCompanyId: match.id });
    if (choice === 'create') return onApprove({ createCompany: true });
    if (other) onApprove({ returnerCompanyId: other.id });
  }

  const radio = 'size-5 shrink-0 accent-brand-700';
  const option = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2';
  return (
    <Dialog
      open
      onClose={onClose}
      title="Approve User"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={approve} disabled={busy || !ready}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </>
      }
    >
      <p>
        Approve {user.name} ({user.email})?
      </p>
      {returner ? (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">Company</dt>
            <dd className="break-words">{user.company || '-'}</dd>
            <dt className="font-medium">Org Number</dt>
            <dd className="break-words">{user.companyOrgNumber || '-'}</dd>
          </dl>
          <fieldset className="mt-4">
            <legend className="mb-1 font-medium text-slate-900 dark:text-slate-100">Returner company</legend>
            {match ? (
              <label className={option}>
                <input
                  type="radio"
                  className={radio}
                  name={groupName}
                  checked={choice === 'match'}
                  onChange={() => setChoice('match')}
                />
                <span className="min-w-0 break-words">
                  Link to {match.name} ({match.organizationNumber})
                </span>
              </label>
            ) : null}
            <label className={option}>
              <input
                type="radio"
                className={radio}
                name={groupName}
                checked={choice === 'other'}
                onChange={() => setChoice('other')}
              />
              <span>Link to another company</span>
            </label>
            {choice === 'other' ? <CompanyPicker inputId={otherInputId} value={other} onChange={setOther} /> : null}
            {canCreate ? (
              <label className={option}>
                <input
                  type="radio"
                  className={radio}
                  name={groupName}
                  checked={choice === 'create'}
                  onChange={() => setChoice('create')}
                />
                <span className="min-w-0 break-words">
                  Create company {user.company} ({user.companyOrgNumber})
                </span>
              </label>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </Dialog>
  );
}

/** A returner company picked by name or organization number; the server searches as the admin types. */
function CompanyPicker({
  inputId,
  value,
  onChange,
}: {
  inputId: string;
  value: Company | null;
  onChange: (company: Company | null) => void;
}) {
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<readonly Company[] | null>(null);
  useEffect(() => {
    let current = true;
    // Each keystroke would otherwise be a query; the answer to an older search is dropped.
    const timer = setTimeout(() => {
      fetchQuery<ApproveUserDialogCompaniesQuery>(environment, companiesQuery, { search: search.trim() || null })
        .toPromise()
        .then(
          (data) => current && setFound(data?.returnerCompanies.edges.map(({ node }) => node) ?? []),
          () => current && setFound([]),
        );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, search]);

  return (
    <div className="mb-2 ml-10">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Company
      </label>
      <Combobox value={value} onChange={onChange} by="id" immediate>
        <div className="relative">
          <ComboboxInput
            id={inputId}
            className={inputClasses}
            placeholder="Search by name or org number..."
            displayValue={(company: Company | null) =>
              company ? `${company.name} (${company.organizationNumber})` : ''
            }
            onChange={(event) => setSearch(event.target.value)}
          />
          <ComboboxOptions className="absolute z-20 mt-1 max-h-[240px] w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-800">
            {found === null ? (
              <div className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">Searching...</div>
            ) : found.length === 0 ? (
              <div className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">No companies found</div>
            ) : (
              found.map((company) => (
                <ComboboxOption
                  key={company.id}
                  value={company}
                  className="cursor-pointer px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold dark:data-focus:bg-slate-700"
                >
                  {company.name}{' '}
                  <span className="text-slate-600 dark:text-slate-300">({company.organizationNumber})</span>
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
    </div>
  );
}
