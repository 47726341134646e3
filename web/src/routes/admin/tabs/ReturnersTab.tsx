import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Field } from '../../../components/Field';
import { PlusIcon } from '../../../components/icons';
import { useCreateReturnerCompanyMutation } from '../../../mutations/CreateReturnerCompanyMutation';
import { useDeleteReturnerCompanyMutation } from '../../../mutations/DeleteReturnerCompanyMutation';
import { useUpdateReturnerCompanyMutation } from '../../../mutations/UpdateReturnerCompanyMutation';
import { FormDialog } from '../FormDialog';
import {
  Badge,
  ConfirmDialog,
  EmptyState,
  ExcelButtons,
  TabHeader,
  useAdminAction,
  useRefreshableQuery,
} from '../shared';
import type { ReturnersTabQuery, ReturnersTabQuery$data } from './__generated__/ReturnersTabQuery.graphql';

type Company = ReturnersTabQuery$data['returnerCompanies']['edges'][number]['node'];

export default function ReturnersTab() {
  const [options, refresh] = useRefreshableQuery();
  const data = useLazyLoadQuery<ReturnersTabQuery>(
    graphql`
      query ReturnersTabQuery {
        returnerCompanies(first: 500) {
          edges {
            node {
              id
              name
              organizationNumber
              email
              address
              contactPerson
              userCount
            }
          }
        }
      }
    `,
    {},
    options,
  );
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; company: Company } | null>(null);
  const [remove, removing] = useDeleteReturnerCompanyMutation();
  const run = useAdminAction();
  const companies = data.returnerCompanies.edges.map((edge) => edge.node);

  return (
    <>
      <TabHeader title="Returner Companies" description="Companies that return drums">
        <ExcelButtons entity="returner-companies" label="Returners" onImported={refresh} />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon className="size-4" /> Add Returner Company
        </Button>
      </TabHeader>
      {companies.length === 0 ? <EmptyState>No returner companies yet</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {companies.map((company) => (
          <Card key={company.id} aria-label={company.name} className="flex min-w-0 flex-col">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{company.name}</h3>
              <Badge tone="blue">{company.userCount === 1 ? '1 user' : `${company.userCount} users`}</Badge>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500 dark:text-slate-400">Org Number</dt>
              <dd>{company.organizationNumber}</dd>
              {company.email ? (
                <>
                  <dt className="text-slate-500 dark:text-slate-400">Email</dt>
                  <dd className="break-all">{company.email}</dd>
                </>
              ) : null}
              {company.address ? (
                <>
                  <dt className="text-slate-500 dark:text-slate-400">Address</dt>
                  <dd>{company.address}</dd>
                </>
              ) : null}
              {company.contactPerson ? (
                <>
                  <dt className="text-slate-500 dark:text-slate-400">Contact</dt>
                  <dd>{company.contactPerson}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-auto flex gap-2 pt-4">
              <Button variant="secondary" onClick={() => setDialog({ kind: 'edit', company })}>
                Edit
              </Button>
              <Button
                variant="secondary"
                className="text-red-700 dark:text-red-400"
                onClick={() => setDialog({ kind: 'delete', company })}
              >
                Delete
              </Button>
            </div>
          </Card>
        ))}
      </div>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ReturnerCompanyDialog
          company={dialog.kind === 'edit' ? dialog.company : undefined}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Returner Company"
        busy={removing}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const done = await run(
            () => remove({ input: { id: dialog.company.id } }),
            'Company deleted successfully',
            'Failed to delete company',
          );
          setDialog(null);
          if (done) refresh();
        }}
      >
        {dialog?.kind === 'delete'
          ? `Delete ${dialog.company.name}? Its users and requests stay, without a company.`
          : null}
      </ConfirmDialog>
    </>
  );
}

function ReturnerCompanyDialog({
  company,
  onClose,
  onSaved,
}: {
  company?: Company;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState({
    name: company?.name ?? '',
    organizationNumber: company?.organizationNumber ?? '',
    email: company?.email ?? '',
    address: company?.address ?? '',
    contactPerson: company?.contactPerson ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateReturnerCompanyMutation();
  const [update, updating] = useUpdateReturnerCompanyMutation();
  const field = (name: keyof typeof values, label: string) => (
    <Field
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  return (
    <FormDialog
      title={company ? 'Edit Returner Company' : 'Add Returner Company'}
      busy={creating || updating}
      failure={company ? 'Failed to update returner company' : 'Failed to create returner company'}
      success={company ? 'Company updated successfully' : 'Company created successfully'}
      onClose={onClose}
      setErrors={setErrors}
      onSave={async () => {
        const result = company
          ? (await update({ input: { id: company.id, ...values } })).updateReturnerCompany
          : (await create({ input: values })).createReturnerCompany;
        if (result.__typename !== 'ValidationError') onSaved();
        return result;
      }}
    >
      {field('name', 'Company Name')}
      {field('organizationNumber', 'Organization Number')}
      {field('email', 'Email')}
      {field('address', 'Address')}
      {field('contactPerson', 'Contact Person')}
    </FormDialog>
  );
}
