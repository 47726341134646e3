import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { currentLocale } from '../../i18n';
import { LIST_PAGE, ShowMore } from '../../components/ShowMore';
import { StatementCard } from '../../buyback/StatementCard';
import { Button, CancelButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { Loading } from '../../components/Spinner';
import { useApproveBuybackStatementMutation } from '../../mutations/ApproveBuybackStatementMutation';
import { useMarkBuybackStatementPaidMutation } from '../../mutations/MarkBuybackStatementPaidMutation';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { recentMonths } from './monthChoices';
import { type PickerItem, SearchPicker } from '../../components/SearchPicker';
import { usePickerSearch } from '../../pickers/pickers';
import type { BuybackStatementStatus, StatementsTabQuery } from './__generated__/StatementsTabQuery.graphql';
import type { StatementsTab_statements$key } from './__generated__/StatementsTab_statements.graphql';
import type { StatementsTabPaginationQuery } from './__generated__/StatementsTabPaginationQuery.graphql';

type Filter = { company: PickerItem | null; month: string; status: '' | BuybackStatementStatus };

/**
 * The admin's buyback statements: every company's, filtered by company, month and
 * state; approve a draft and mark an approved one paid, one at a time or the selected ones at once.
 */
export function StatementsTab() {
  const [filter, setFilter] = useState<Filter>({ company: null, month: '', status: '' });
  const [refresh, setRefresh] = useState(0);
  const { t } = useTranslation();
  return (
    <section aria-label={t('shell.tabs.pickup.statements')} className="space-y-4">
      <h2 className="text-lg font-semibold">{t('admin.statements.title')}</h2>
      <Suspense fallback={null}>
        <Filters filter={filter} onChange={(change) => setFilter((current) => ({ ...current, ...change }))} />
      </Suspense>
      <Suspense fallback={<Loading>{t('admin.statements.loading')}</Loading>}>
        <StatementList filter={filter} fetchKey={refresh} onChanged={() => setRefresh((key) => key + 1)} />
      </Suspense>
    </section>
  );
}

function Filters({ filter, onChange }: { filter: Filter; onChange: (change: Partial<Filter>) => void }) {
  const searchCompanies = usePickerSearch('returnerCompany');
  const { t } = useTranslation();
  const locale = INTL_LOCALES[currentLocale()];
  const months = useMemo(() => recentMonths(new Date(), undefined, locale), [locale]);
  return (
    <Card>
      <div className="grid gap-3 sm:grid-cols-3">
        <SearchPicker
          label={t('admin.statements.company')}
          clearLabel={t('admin.statements.allCompanies')}
          emptyText={t('admin.noCompanies')}
          value={filter.company}
          onChange={(company) => onChange({ company })}
          load={searchCompanies}
        />
        <SelectField
          label={t('admin.statements.month')}
          value={filter.month}
          onChange={(event) => onChange({ month: event.target.value })}
        >
          <option value="">{t('admin.statements.allMonths')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.statements.state')}
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value as Filter['status'] })}
        >
          <option value="">{t('admin.statements.everyState')}</option>
          <option value="DRAFT">{t('admin.statements.draft')}</option>
          <option value="APPROVED">{t('admin.statements.approved')}</option>
          <option value="PAID">{t('admin.statements.paid')}</option>
        </SelectField>
      </div>
    </Card>
  );
}

function StatementList({ filter, fetchKey, onChanged }: { filter: Filter; fetchKey: number; onChanged: () => void }) {
  const root = useLazyLoadQuery<StatementsTabQuery>(
    graphql`
      query StatementsTabQuery($companyId: ID, $month: String, $status: BuybackStatementStatus) {
        ...StatementsTab_statements @arguments(companyId: $companyId, month: $month, status: $status)
      }
    `,
    {
      companyId: filter.company?.id ?? null,
      month: filter.month || null,
      status: filter.status || null,
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    StatementsTabPaginationQuery,
    StatementsTab_statements$key
  >(
    graphql`
      fragment StatementsTab_statements on Query
      @argumentDefinitions(
        companyId: { type: "ID" }
        month: { type: "String" }
        status: { type: "BuybackStatementStatus" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "StatementsTabPaginationQuery") {
        buybackStatements(first: $count, after: $cursor, companyId: $companyId, month: $month, status: $status)
          @connection(key: "StatementsTab_buybackStatements") {
          edges {
            node {
              id
              viewerCanApprove
              viewerCanMarkPaid
              ...StatementCard_statement
            }
          }
        }
      }
    `,
    root,
  );
  const { buybackStatements } = data;
  const toast = useToast();
  const { t } = useTranslation();
  const [approve, approving] = useApproveBuybackStatementMutation();
  const [markPaid, paying] = useMarkBuybackStatementPaidMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paidFor, setPaidFor] = useState<readonly string[] | null>(null);
  const statements = buybackStatements.edges.map((edge) => edge.node);
  // What the server says each statement allows (domain/buyback.ts), never guessed from its status.
  const approvable = (id: string) => statements.some((s) => s.id === id && s.viewerCanApprove);
  const payable = (id: string) => statements.some((s) => s.id === id && s.viewerCanMarkPaid);
  const chosen = statements.filter((statement) => selected.has(statement.id)).map((statement) => statement.id);

  /** Runs one action on each id in turn; tells how many were done and the first refusal. */
  async function each(ids: readonly string[], run: (id: string) => Promise<unknown>, done: (count: number) => string) {
    let count = 0;
    let refusal: string | null = null;
    for (const id of ids) {
      try {
        await run(id);
        count += 1;
      } catch (error) {
        refusal ??= errorMessage(error, t('admin.tryAgain'));
      }
    }
    setSelected(new Set());
    onChanged();
    if (count) toast({ title: done(count) });
    if (refusal) toast(errorToast(t('admin.statements.someNotChanged'), refusal));
  }

  const approveAll = (ids: readonly string[]) =>
    each(
      ids,
      (statementId) => approve({ input: { statementId } }),
      (count) => t('admin.statements.approvedCount', { count }),
    );
  const payAll = (ids: readonly string[], paymentReference: string) =>
    each(
      ids,
      (statementId) => markPaid({ input: { statementId, paymentReference } }),
      (count) => t('admin.statements.markedPaidCount', { count }),
    );

  if (statements.length === 0)
    return (
      <Card>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.statements.none')}</p>
      </Card>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" aria-label={t('admin.statements.selectedGroup')}>
        <Button
          variant="secondary"
          disabled={!chosen.some(approvable) || approving}
          onClick={() => void approveAll(chosen.filter(approvable))}
        >
          {t('admin.statements.approveSelected')}
        </Button>
        <Button
          variant="secondary"
          disabled={!chosen.some(payable) || paying}
          onClick={() => setPaidFor(chosen.filter(payable))}
        >
          {t('admin.statements.markSelectedPaid')}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin.statements.selected', { count: chosen.length })}
        </span>
      </div>
      <ul className="space-y-3" aria-label={t('admin.statements.list')}>
        {statements.map((statement) => (
          <li key={statement.id}>
            <StatementCard
              statement={statement}
              showCompany
              select={
                <label className="flex size-11 shrink-0 items-center justify-center">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={t('admin.statements.select')}
                    checked={selected.has(statement.id)}
                    onChange={(event) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(statement.id);
                        else next.delete(statement.id);
                        return next;
                      })
                    }
                  />
                </label>
              }
              actions={
                <>
                  {approvable(statement.id) ? (
                    <Button disabled={approving} onClick={() => void approveAll([statement.id])}>
                      {t('admin.statements.approve')}
                    </Button>
                  ) : null}
                  {payable(statement.id) ? (
                    <Button disabled={paying} onClick={() => setPaidFor([statement.id])}>
                      {t('admin.statements.markPaid')}
                    </Button>
                  ) : null}
                </>
              }
            />
          </li>
        ))}
      </ul>
      <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />
      <PaidDialog
        open={paidFor !== null}
        count={paidFor?.length ?? 0}
        busy={paying}
        onClose={() => setPaidFor(null)}
        onConfirm={async (reference) => {
          const ids = paidFor ?? [];
          setPaidFor(null);
          await payAll(ids, reference);
        }}
      />
    </div>
  );
}

/** Asks for the payment reference before marking statements paid. */
function PaidDialog({
  open,
  count,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reference: string) => Promise<void>;
}) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      title={t('admin.statements.paidTitle', { count })}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button
            disabled={busy}
            onClick={() => {
              if (!reference.trim()) return setError(t('admin.statements.referenceRequired'));
              void onConfirm(reference.trim()).then(() => setReference(''));
            }}
          >
            {t('admin.statements.markPaid')}
          </Button>
        </>
      }
    >
      <Field
        label={t('admin.statements.reference')}
        value={reference}
        maxLength={254}
        error={error}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}
