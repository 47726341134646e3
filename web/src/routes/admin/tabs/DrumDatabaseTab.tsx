import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../../components/ShowMore';
import { Button, CancelButton } from '../../../components/Button';
import { type Column, Cell, DataTable } from '../../../components/DataTable';
import { inputClasses } from '../../../components/Field';
import { PlusIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useCreateDrumSpecMutation } from '../../../mutations/CreateDrumSpecMutation';
import { useCreateDrumTypeMutation } from '../../../mutations/CreateDrumTypeMutation';
import { useDeleteDrumSpecMutation } from '../../../mutations/DeleteDrumSpecMutation';
import { useDeleteDrumTypeMutation } from '../../../mutations/DeleteDrumTypeMutation';
import { useUpdateDrumSpecMutation } from '../../../mutations/UpdateDrumSpecMutation';
import { useUpdateDrumTypeMutation } from '../../../mutations/UpdateDrumTypeMutation';
import { errorMessage } from '../../../relay/errors';
import { inLanguage } from '../../../i18n';
import { errorToast, useToast } from '../../../toast/ToastProvider';
import { DrumSpecFields } from '../DrumSpecFields';
import { type SpecValues, specInput, specIssues, specValues, withBuybackPrice } from '../drumSpecForm';
import { FormDialog } from '../FormDialog';
import { DrumTypePicker } from '../DrumTypePicker';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import { formatNumber } from '../../../components/formatters';
import { formatCount } from '../../../format';
import { usePrice } from '../../../buyback/useMoney';
import type { TabProps } from '../tabQuery';
import type { DrumDatabaseTabQuery } from './__generated__/DrumDatabaseTabQuery.graphql';
import type {
  DrumDatabaseTab_types$data,
  DrumDatabaseTab_types$key,
} from './__generated__/DrumDatabaseTab_types.graphql';
import type { DrumDatabaseTabTypesPaginationQuery } from './__generated__/DrumDatabaseTabTypesPaginationQuery.graphql';
import type {
  DrumDatabaseTab_specs$data,
  DrumDatabaseTab_specs$key,
} from './__generated__/DrumDatabaseTab_specs.graphql';
import type { DrumDatabaseTabPaginationQuery } from './__generated__/DrumDatabaseTabPaginationQuery.graphql';
import type { DrumSpecRow_spec$data, DrumSpecRow_spec$key } from './__generated__/DrumSpecRow_spec.graphql';

type DrumType = DrumDatabaseTab_types$data['drumTypes']['edges'][number]['node'];
type DrumSpec = DrumSpecRow_spec$data;
type SpecNode = DrumDatabaseTab_specs$data['drumSpecs']['edges'][number]['node'];
type Editing = { id: string; values: SpecValues } | null;

// The legacy /drum-specs page reads the same connections (keys Admin_drumTypes, Admin_drumSpecs).
const drumDatabaseTabQuery = graphql`
  query DrumDatabaseTabQuery {
    ...DrumDatabaseTab_specs
    # The currency the prices show in (usePrice), with the tab's data: no second round trip.
    config {
      currency
    }
    ...DrumDatabaseTab_types
  }
`;

const drumTypesFragment = graphql`
  fragment DrumDatabaseTab_types on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "DrumDatabaseTabTypesPaginationQuery") {
    drumTypes(first: $count, after: $cursor) @connection(key: "Admin_drumTypes") {
      totalCount
      edges {
        node {
          id
          databaseId
          name
        }
      }
    }
  }
`;

const drumDatabaseTabFragment = graphql`
  fragment DrumDatabaseTab_specs on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "DrumDatabaseTabPaginationQuery") {
    drumSpecs(first: $count, after: $cursor) @connection(key: "Admin_drumSpecs") {
      totalCount
      edges {
        node {
          id
          ...DrumSpecRow_spec
        }
      }
    }
  }
`;

export default function DrumDatabaseTab({ queryRef, reload }: TabProps<DrumDatabaseTabQuery>) {
  const data = usePreloadedQuery<DrumDatabaseTabQuery>(drumDatabaseTabQuery, queryRef);
  const types = usePaginationFragment<DrumDatabaseTabTypesPaginationQuery, DrumDatabaseTab_types$key>(
    drumTypesFragment,
    data,
  );
  const specs = usePaginationFragment<DrumDatabaseTabPaginationQuery, DrumDatabaseTab_specs$key>(
    drumDatabaseTabFragment,
    data,
  );
  return (
    <div className="space-y-8">
      <DrumTypesTable
        types={types.data.drumTypes.edges.map((edge) => edge.node)}
        total={types.data.drumTypes.totalCount}
        more={
          <ShowMore hasNext={types.hasNext} isLoading={types.isLoadingNext} onMore={() => types.loadNext(LIST_PAGE)} />
        }
        reload={reload}
      />
      <DrumSpecsTable
        specs={specs.data.drumSpecs.edges.map((edge) => edge.node)}
        total={specs.data.drumSpecs.totalCount}
        more={
          <ShowMore hasNext={specs.hasNext} isLoading={specs.isLoadingNext} onMore={() => specs.loadNext(LIST_PAGE)} />
        }
        reload={reload}
      />
    </div>
  );
}

const specColumns = (t: TFunction): readonly Column[] => [
  t('masterData.specColumns.name'),
  t('masterData.specColumns.articleNumber'),
  t('masterData.specColumns.type'),
  t('masterData.specColumns.weight'),
  t('masterData.specColumns.flangeDiameter'),
  t('masterData.specColumns.width'),
  t('masterData.specColumns.volume'),
  t('masterData.specColumns.buyback100'),
  t('masterData.specColumns.buyback80'),
  t('masterData.specColumns.scrapFee'),
  t('masterData.specColumns.terms'),
  t('masterData.specColumns.availableFor'),
  { label: t('masterData.actions'), align: 'right' },
];
// The row's own checks write English; the server's answers come in the reader's language.
const allMessages = (issues: ReadonlyArray<{ readonly message: string }>) =>
  [...new Set(issues.map((issue) => inLanguage(issue.message)))].join('. ');

const cellInput = `${inputClasses} py-1 text-sm`;

function DrumTypesTable({
  types,
  total,
  more,
  reload,
}: {
  types: readonly DrumType[];
  total: number;
  more: ReactNode;
  reload: () => void;
}) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<DrumType | null>(null);
  const [create, creating] = useCreateDrumTypeMutation();
  const [update, updating] = useUpdateDrumTypeMutation();
  const [remove, removing] = useDeleteDrumTypeMutation();
  const toast = useToast();
  const { t } = useTranslation();

  async function save(kind: 'create' | 'update', name: string, id?: string) {
    const failure = kind === 'create' ? t('masterData.drumTypes.createFailed') : t('masterData.drumTypes.updateFailed');
    try {
      const result =
        kind === 'create'
          ? (await create({ input: { name }, connections: [ADMIN_CONNECTIONS.drumTypes] })).createDrumType
          : (await update({ input: { id: id!, name } })).updateDrumType;
      if (result.__typename === 'ValidationError') {
        return toast(errorToast(failure, result.issues[0]?.message ?? result.message));
      }
      toast({ title: kind === 'create' ? t('masterData.drumTypes.created') : t('masterData.drumTypes.updated') });
      if (kind === 'create') setNewName('');
      else setEditing(null);
    } catch (error) {
      toast(errorToast(failure, errorMessage(error, failure)));
    }
  }

  return (
    <section>
      <TabHeader title={t('masterData.drumTypes.title')} description={shownOf(types.length, total, '')}>
        <ExcelButtons entity="drum-types" label={t('masterData.drumTypes.excelLabel')} onImported={reload} />
      </TabHeader>
      <DataTable
        label={t('masterData.drumTypes.tableLabel')}
        columns={[t('masterData.name'), { label: t('masterData.actions'), align: 'right' }]}
      >
        {types.map((type) =>
          editing?.id === type.id ? (
            <tr key={type.id}>
              <Cell label={t('masterData.name')}>
                <input
                  aria-label={t('masterData.drumTypes.typeName')}
                  className={cellInput}
                  value={editing.name}
                  onChange={(e) => setEditing({ id: type.id, name: e.target.value })}
                  onKeyDown={(e) => {
                    // Enter saves (as in the new-type field), Escape gives up the edit.
                    if (e.key === 'Enter') void save('update', editing.name, type.id);
                    if (e.key === 'Escape') setEditing(null);
                  }}
                  // The field the person just asked to edit takes the caret as it appears.
                  ref={(input) => input?.focus()}
                />
              </Cell>
              <Cell label={t('masterData.actions')} className="text-right">
                <Button disabled={updating} onClick={() => save('update', editing.name, type.id)}>
                  {t('common.save')}
                </Button>{' '}
                <CancelButton onClick={() => setEditing(null)} />
              </Cell>
            </tr>
          ) : (
            <tr key={type.id}>
              <Cell label={t('masterData.name')}>{type.name}</Cell>
              <Cell label={t('masterData.actions')} className="text-right">
                <Button variant="ghost" className="px-2" onClick={() => setEditing({ id: type.id, name: type.name })}>
                  {t('common.edit')}
                  <span className="sr-only"> {type.name}</span>
                </Button>
                <Button variant="remove" className="px-2" onClick={() => setDeleting(type)}>
                  {t('common.delete')}
                  <span className="sr-only"> {type.name}</span>
                </Button>
              </Cell>
            </tr>
          ),
        )}
        <tr>
          <Cell label={t('masterData.name')}>
            <input
              aria-label={t('masterData.drumTypes.newName')}
              placeholder={t('masterData.drumTypes.newPlaceholder')}
              className={cellInput}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save('create', newName);
              }}
            />
          </Cell>
          <Cell label={t('masterData.actions')} className="text-right">
            <Button disabled={creating} onClick={() => save('create', newName)}>
              <PlusIcon className="size-4" /> {t('masterData.drumTypes.add')}
            </Button>
          </Cell>
        </tr>
      </DataTable>
      {more}
      <RemoveDialog
        item={deleting}
        title={t('masterData.drumTypes.deleteTitle')}
        consequence={(type) => t('masterData.drumTypes.deleteConsequence', { name: type.name })}
        remove={(type) => remove({ input: { id: type.id }, connections: [ADMIN_CONNECTIONS.drumTypes] })}
        busy={removing}
        done={{ title: t('masterData.drumTypes.deleted') }}
        failed={t('masterData.drumTypes.deleteFailed')}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

function DrumSpecsTable({
  specs,
  total,
  more,
  reload,
}: {
  specs: readonly SpecNode[];
  total: number;
  more: ReactNode;
  reload: () => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DrumSpec | null>(null);
  const [update, updating] = useUpdateDrumSpecMutation();
  const [remove, removing] = useDeleteDrumSpecMutation();
  const toast = useToast();
  const price = usePrice();
  const { t } = useTranslation();

  async function saveEdit() {
    if (!editing) return;
    const failure = t('masterData.drumSpecs.updateFailed');
    // Every problem at once, the row's own check first, then the server's.
    const local = specIssues(editing.values);
    if (local.length) return toast(errorToast(failure, allMessages(local)));
    try {
      const { updateDrumSpec: result } = await update({ input: { id: editing.id, ...specInput(editing.values) } });
      if (result.__typename === 'ValidationError') {
        return toast(errorToast(failure, result.issues.length ? allMessages(result.issues) : result.message));
      }
      toast({ title: t('masterData.drumSpecs.updated') });
      setEditing(null);
    } catch (error) {
      toast(errorToast(failure, errorMessage(error, failure)));
    }
  }

  const set = (patch: Partial<SpecValues>) => setEditing((e) => (e ? { ...e, values: { ...e.values, ...patch } } : e));
  // An input's props, called field() as in the forms: its first argument names a value, its second is the label.
  const field = (name: keyof SpecValues, label: string, step = '0.01'): InputHTMLAttributes<HTMLInputElement> => ({
    'aria-label': label,
    type: 'number',
    step,
    min: 0,
    className: `${cellInput} w-28`,
    value: editing?.values[name] ?? '',
    onChange: (e) => set({ [name]: e.target.value }),
  });

  return (
    <section>
      <TabHeader title={t('masterData.drumSpecs.title')} description={shownOf(specs.length, total, '')}>
        <ExcelButtons entity="drum-specs" label={t('masterData.drumSpecs.excelLabel')} onImported={reload} />
        <Button onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" /> {t('masterData.drumSpecs.add')}
        </Button>
      </TabHeader>
      {specs.length === 0 ? <EmptyState>{t('masterData.drumSpecs.empty')}</EmptyState> : null}
      {specs.length > 0 ? (
        <DataTable label={t('masterData.drumSpecs.tableLabel')} columns={specColumns(t)}>
          {specs.map((spec) => (
            <DrumSpecRow
              key={spec.id}
              spec={spec}
              editing={editing}
              saving={updating}
              field={field}
              set={set}
              setEditing={setEditing}
              onSave={saveEdit}
              onDelete={setDeleting}
              price={price}
            />
          ))}
        </DataTable>
      ) : null}
      {more}
      {adding ? <AddSpecDialog onClose={() => setAdding(false)} /> : null}
      <RemoveDialog
        item={deleting}
        title={t('masterData.drumSpecs.deleteTitle')}
        consequence={(spec) => t('masterData.drumSpecs.deleteConsequence', { name: spec.name })}
        remove={(spec) => remove({ input: { id: spec.id }, connections: [ADMIN_CONNECTIONS.drumSpecs] })}
        busy={removing}
        done={{ title: t('masterData.drumSpecs.deleted') }}
        failed={t('masterData.drumSpecs.deleteFailed')}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** One drum specification: its cells, or the inline edit of them (docs/specification.md section 2). */
function DrumSpecRow({
  spec: ref,
  editing,
  saving,
  field,
  set,
  setEditing,
  onSave,
  onDelete,
  price,
}: {
  spec: DrumSpecRow_spec$key;
  editing: Editing;
  saving: boolean;
  field: (name: keyof SpecValues, label: string, step?: string) => InputHTMLAttributes<HTMLInputElement>;
  set: (patch: Partial<SpecValues>) => void;
  setEditing: (update: Editing | ((editing: Editing) => Editing)) => void;
  onSave: () => void;
  onDelete: (spec: DrumSpec) => void;
  price: (amount: number | null | undefined) => string;
}) {
  const spec = useFragment(
    graphql`
      fragment DrumSpecRow_spec on DrumSpec {
        id
        databaseId
        name
        articleNumber
        drumTypeId
        drumType {
          id
          name
        }
        weight
        flangeDiameter
        widthBetweenFlanges
        transportVolume
        buybackPrice
        buybackPrice80
        scrapHandlingFee
        rentFreeDays
        monthlyRentPercent
        forfeitAfterDays
        drumInfo
        availableFor
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  return editing?.id === spec.id ? (
    <tr key={spec.id} aria-label={spec.name} className="bg-brand-50/50 dark:bg-slate-800/60">
      <Cell label={t('masterData.specColumns.name')}>
        <input
          aria-label={t('masterData.specColumns.name')}
          className={`${cellInput} w-36`}
          value={editing.values.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Cell>
      <Cell label={t('masterData.specColumns.articleNumber')}>
        <input
          aria-label={t('masterData.specColumns.articleNumber')}
          className={`${cellInput} w-32`}
          value={editing.values.articleNumber}
          onChange={(e) => set({ articleNumber: e.target.value })}
        />
      </Cell>
      <Cell label={t('masterData.specColumns.type')}>
        <DrumTypePicker
          label={t('masterData.specColumns.type')}
          hideLabel
          className="w-40"
          value={editing.values.drumTypeId}
          chosen={{ ...spec.drumType, databaseId: spec.drumTypeId }}
          onChange={(drumTypeId) => set({ drumTypeId })}
        />
      </Cell>
      <Cell label={t('masterData.specColumns.weight')}>
        <input {...field('weight', t('masterData.specFields.weight'))} />
      </Cell>
      <Cell label={t('masterData.specColumns.flangeDiameter')}>
        <input {...field('flangeDiameter', t('masterData.specFields.flangeDiameter'))} />
      </Cell>
      <Cell label={t('masterData.specColumns.width')}>
        <input {...field('widthBetweenFlanges', t('masterData.specFields.widthBetweenFlanges'))} />
      </Cell>
      <Cell label={t('masterData.specColumns.volume')}>
        <input {...field('transportVolume', t('masterData.specFields.transportVolume'), '0.001')} />
      </Cell>
      <Cell label={t('masterData.specColumns.buyback100')}>
        <input
          {...field('buybackPrice', t('masterData.specFields.buybackPrice'))}
          onChange={(e) =>
            setEditing((ed) => (ed ? { ...ed, values: withBuybackPrice(ed.values, e.target.value) } : ed))
          }
        />
      </Cell>
      <Cell label={t('masterData.specColumns.buyback80')}>
        <input {...field('buybackPrice80', t('masterData.specFields.buybackPrice80'))} />
      </Cell>
      <Cell label={t('masterData.specColumns.scrapFee')}>
        <input {...field('scrapHandlingFee', t('masterData.specFields.scrapHandlingFee'))} />
      </Cell>
      <Cell label={t('masterData.specColumns.terms')}>
        <div className="flex gap-1">
          <input {...field('rentFreeDays', t('masterData.specFields.rentFreeDays'), '1')} />
          <input {...field('monthlyRentPercent', t('masterData.specFields.monthlyRentPercent'))} />
          <input {...field('forfeitAfterDays', t('masterData.specFields.forfeitAfterDays'), '1')} />
        </div>
      </Cell>
      <Cell label={t('masterData.specColumns.availableFor')}>
        <select
          aria-label={t('masterData.specColumns.availableFor')}
          className={`${cellInput} w-28`}
          value={editing.values.availableFor}
          onChange={(e) => set({ availableFor: e.target.value })}
        >
          <option value="returner">{t('masterData.availableFor.returner')}</option>
          <option value="admin">{t('masterData.availableFor.admin')}</option>
        </select>
      </Cell>
      <Cell label={t('masterData.actions')} className="text-right">
        <Button disabled={saving} onClick={onSave}>
          {t('common.save')}
        </Button>{' '}
        <CancelButton onClick={() => setEditing(null)} />
      </Cell>
    </tr>
  ) : (
    <tr key={spec.id} aria-label={spec.name}>
      <Cell label={t('masterData.specColumns.name')} className="font-medium md:whitespace-normal">
        {spec.name}
      </Cell>
      <Cell label={t('masterData.specColumns.articleNumber')}>{spec.articleNumber ?? '-'}</Cell>
      <Cell label={t('masterData.specColumns.type')}>{spec.drumType.name}</Cell>
      <Cell label={t('masterData.specColumns.weight')}>{formatNumber(spec.weight)}</Cell>
      <Cell label={t('masterData.specColumns.flangeDiameter')}>{formatNumber(spec.flangeDiameter)}</Cell>
      <Cell label={t('masterData.specColumns.width')}>{formatNumber(spec.widthBetweenFlanges)}</Cell>
      <Cell label={t('masterData.specColumns.volume')}>{formatNumber(spec.transportVolume)}</Cell>
      <Cell label={t('masterData.specColumns.buyback100')}>{price(spec.buybackPrice)}</Cell>
      <Cell label={t('masterData.specColumns.buyback80')}>{price(spec.buybackPrice80)}</Cell>
      <Cell label={t('masterData.specColumns.scrapFee')} className="text-red-700 dark:text-red-400">
        {/* docs/specification.md section 9: the scrap handling fee is shown as a negative amount. */}
        {price(spec.scrapHandlingFee == null ? null : -spec.scrapHandlingFee)}
      </Cell>
      <Cell label={t('masterData.specColumns.terms')} className="md:whitespace-normal">
        <SpecTerms spec={spec} />
      </Cell>
      <Cell label={t('masterData.specColumns.availableFor')}>
        {spec.availableFor === 'admin' ? t('masterData.availableFor.admin') : t('masterData.availableFor.returner')}
      </Cell>
      <Cell label={t('masterData.actions')} className="text-right">
        <Button
          variant="ghost"
          className="px-2"
          onClick={() => setEditing({ id: spec.id, values: specValues({ ...spec, drumTypeId: spec.drumType.id }) })}
        >
          {t('common.edit')}
          <span className="sr-only"> {spec.name}</span>
        </Button>
        <Button variant="remove" className="px-2" onClick={() => onDelete(spec)}>
          {t('common.delete')}
          <span className="sr-only"> {spec.name}</span>
        </Button>
      </Cell>
    </tr>
  );
}

function AddSpecDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(() => specValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateDrumSpecMutation();
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('masterData.drumSpecs.addTitle')}
      busy={creating}
      failure={t('masterData.drumSpecs.createFailed')}
      success={t('masterData.drumSpecs.created')}
      onClose={onClose}
      setErrors={setErrors}
      onSave={async () => {
        // All of the form's problems at once, before anything is sent.
        const local = specIssues(values).map((issue) => ({ ...issue, message: inLanguage(issue.message) }));
        if (local.length) return { __typename: 'ValidationError', message: local[0].message, issues: local };
        return (await create({ input: specInput(values), connections: [ADMIN_CONNECTIONS.drumSpecs] })).createDrumSpec;
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <DrumSpecFields
          values={values}
          errors={errors}
          onChange={setValues}
          buyback80
          typeField={
            <DrumTypePicker
              label={t('masterData.drumSpecs.drumType')}
              value={values.drumTypeId}
              error={errors.drumTypeId}
              onChange={(drumTypeId) => setValues((v) => ({ ...v, drumTypeId }))}
            />
          }
        />
      </div>
    </FormDialog>
  );
}

/** The rent terms on a spec's card (docs/tracked-drums.md): no rent-free days means no rent. */
function SpecTerms({
  spec,
}: {
  spec: { rentFreeDays?: number | null; monthlyRentPercent?: number | null; forfeitAfterDays?: number | null };
}) {
  const { t } = useTranslation();
  const forfeit =
    spec.forfeitAfterDays == null
      ? t('masterData.specFields.never')
      : t('masterData.specFields.forfeitDays', { days: formatCount(spec.forfeitAfterDays) });
  if (spec.rentFreeDays == null || spec.monthlyRentPercent == null) {
    return spec.forfeitAfterDays == null
      ? t('masterData.specFields.noRent')
      : t('masterData.specFields.noRentForfeit', { forfeit });
  }
  return t('masterData.specFields.termsSummary', {
    rentFree: formatCount(spec.rentFreeDays),
    percent: formatNumber(spec.monthlyRentPercent),
    forfeit,
  });
}
