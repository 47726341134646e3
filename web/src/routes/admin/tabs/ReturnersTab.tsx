import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../../components/ShowMore';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PlusIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useCreateReturnerCompanyMutation } from '../../../mutations/CreateReturnerCompanyMutation';
import { useDeleteReturnerCompanyMutation } from '../../../mutations/DeleteReturnerCompanyMutation';
import { useUpdateReturnerCompanyMutation } from '../../../mutations/UpdateReturnerCompanyMutation';
import { DetailList } from '../DetailList';
import { CalendarLinkButton } from '../CalendarLinkButton';
import { CompanyDialog } from '../CompanyDialog';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import type { TabProps } from '../tabQuery';
import type {
  ReturnerCompanyCard_company$data,
  ReturnerCompanyCard_company$key,
} from './__generated__/ReturnerCompanyCard_company.graphql';
import type { ReturnersTabQuery } from './__generated__/ReturnersTabQuery.graphql';
import type { ReturnersTab_companies$key } from './__generated__/ReturnersTab_companies.graphql';
import type { ReturnersTabPaginationQuery } from './__generated__/ReturnersTabPaginationQuery.graphql';

type Company = ReturnerCompanyCard_company$data;

const returnersTabQuery = graphql`
  query ReturnersTabQuery {
    ...ReturnersTab_companies
  }
`;

const companiesFragment = graphql`
  fragment ReturnersTab_companies on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "ReturnersTabPaginationQuery") {
    returnerCompanies(first: $count, after: $cursor) @connection(key: "Admin_returnerCompanies") {
      totalCount
      edges {
        node {
          id
          ...ReturnerCompanyCard_company
        }
      }
    }
  }
`;

export default function ReturnersTab({ queryRef, reload }: TabProps<ReturnersTabQuery>) {
  const root = usePreloadedQuery<ReturnersTabQuery>(returnersTabQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ReturnersTabPaginationQuery,
    ReturnersTab_companies$key
  >(companiesFragment, root);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; company: Company } | null>(null);
  const [remove, removing] = useDeleteReturnerCompanyMutation();
  const companies = data.returnerCompanies.edges.map((edge) => edge.node);
  const { t } = useTranslation();

  return (
    <>
      <TabHeader
        title={t('masterData.returners.title')}
        description={shownOf(
          companies.length,
          data.returnerCompanies.totalCount,
          t('masterData.returners.description'),
        )}
      >
        <ExcelButtons entity="returner-companies" label={t('masterData.returners.excelLabel')} onImported={reload} />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon className="size-4" /> {t('masterData.returners.add')}
        </Button>
      </TabHeader>
      {companies.length === 0 ? <EmptyState>{t('masterData.returners.empty')}</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {companies.map((company) => (
          <ReturnerCompanyCard
            key={company.id}
            company={company}
            onEdit={(data) => setDialog({ kind: 'edit', company: data })}
            onDelete={(data) => setDialog({ kind: 'delete', company: data })}
          />
        ))}
      </div>
      <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ReturnerCompanyDialog
          company={dialog.kind === 'edit' ? dialog.company : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <RemoveDialog
        item={dialog?.kind === 'delete' ? dialog.company : null}
        title={t('masterData.returners.deleteTitle')}
        consequence={(company) => t('masterData.returners.deleteConsequence', { name: company.name })}
        remove={(company) => remove({ input: { id: company.id }, connections: [ADMIN_CONNECTIONS.returnerCompanies] })}
        busy={removing}
        done={{ title: t('masterData.companyDeleted') }}
        failed={t('masterData.companyDeleteFailed')}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

function ReturnerCompanyCard({
  company: ref,
  onEdit,
  onDelete,
}: {
  company: ReturnerCompanyCard_company$key;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}) {
  const company = useFragment(
    graphql`
      fragment ReturnerCompanyCard_company on ReturnerCompany {
        id
        name
        organizationNumber
        email
        address
        contactPerson
        userCount
        calendarFeedUrl
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  return (
    <Card aria-label={company.name} className="flex min-w-0 flex-col">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{company.name}</h3>
        <Badge tone="blue">
          {t('masterData.userCount', { count: company.userCount, shown: String(company.userCount) })}
        </Badge>
      </div>
      <DetailList
        rows={[
          [t('masterData.orgNumber'), company.organizationNumber],
          [t('fields.email'), company.email, 'break-all'],
          [t('masterData.address'), company.address],
          [t('masterData.contact'), company.contactPerson],
        ]}
      />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" onClick={() => onEdit(company)}>
          {t('common.edit')}
        </Button>
        <CalendarLinkButton companyId={company.id} name={company.name} url={company.calendarFeedUrl ?? null} />
        <Button variant="remove" onClick={() => onDelete(company)}>
          {t('common.delete')}
        </Button>
      </div>
    </Card>
  );
}

function ReturnerCompanyDialog({ company, onClose }: { company?: Company; onClose: () => void }) {
  const [create, creating] = useCreateReturnerCompanyMutation();
  const [update, updating] = useUpdateReturnerCompanyMutation();
  return (
    <CompanyDialog
      kind="returner"
      editing={company !== undefined}
      initial={{
        name: company?.name ?? '',
        organizationNumber: company?.organizationNumber ?? '',
        email: company?.email ?? '',
        address: company?.address ?? '',
        contactPerson: company?.contactPerson ?? '',
      }}
      layout={['name', 'organizationNumber', 'email', 'address', 'contactPerson']}
      busy={creating || updating}
      onClose={onClose}
      onSave={async (values) =>
        company
          ? (await update({ input: { id: company.id, ...values } })).updateReturnerCompany
          : (await create({ input: values, connections: [ADMIN_CONNECTIONS.returnerCompanies] })).createReturnerCompany
      }
    />
  );
}
