import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../../components/ShowMore';
import { Button } from '../../../components/Button';
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
import { useToast } from '../../../toast/ToastProvider';
import { DrumSpecFields } from '../DrumSpecFields';
import { type SpecValues, specInput, specIssues, specValues, withBuybackPrice } from '../drumSpecForm';
import { FormDialog } from '../FormDialog';
import { DrumTypePicker } from '../DrumTypePicker';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import { formatNumber } from '../../../components/formatters';
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

const SPEC_COLUMNS: readonly Column[] = [
  'Name/Stamp',
  'Article Number',
  'Type',
  'Weight (kg)',
  'Flange Diameter (mm)',
  'Width (mm)',
  'Volume (m³)',
  'Buyback 100%',
  'Buyback 80%',
  'Scrap Fee',
  'Available For',
  { label: 'Actions', align: 'right' },
];
const allMessages = (issues: ReadonlyArray<{ readonly message: string }>) =>
  [...new Set(issues.map((issue) => issue.message))].join('. ');

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

  async function save(kind: 'create' | 'update', name: string, id?: string) {
    const failure = kind === 'create' ? 'Failed to create drum type' : 'Failed to update drum type';
    try {
      const result =
        kind === 'create'
          ? (await create({ input: { name }, connections: [ADMIN_CONNECTIONS.drumTypes] })).createDrumType
          : (await update({ input: { id: id!, name } })).updateDrumType;
      if (result.__typename === 'ValidationError') {
        return toast({
          title: failure,
          description: result.issues[0]?.message ?? result.message,
          variant: 'destructive',
        });
      }
      toast({ title: kind === 'create' ? 'Drum type created successfully' : 'Drum type updated successfully' });
      if (kind === 'create') setNewName('');
      else setEditing(null);
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
    }
  }

  return (
    <section>
      <TabHeader title="Drum Types" description={shownOf(types.length, total, '')}>
        <ExcelButtons entity="drum-types" label="Drum Types" onImported={reload} />
      </TabHeader>
      <DataTable label="Drum types" columns={['Name', { label: 'Actions', align: 'right' }]}>
        {types.map((type) =>
          editing?.id === type.id ? (
            <tr key={type.id}>
              <Cell label="Name">
                <input
                  aria-label="Type name"
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
              <Cell label="Actions" className="text-right">
                <Button disabled={updating} onClick={() => save('update', editing.name, type.id)}>
                  Save
                </Button>{' '}
                <Button variant="secondary" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </Cell>
            </tr>
          ) : (
            <tr key={type.id}>
              <Cell label="Name">{type.name}</Cell>
              <Cell label="Actions" className="text-right">
                <Button variant="ghost" className="px-2" onClick={() => setEditing({ id: type.id, name: type.name })}>
                  Edit<span className="sr-only"> {type.name}</span>
                </Button>
                <Button variant="remove" className="px-2" onClick={() => setDeleting(type)}>
                  Delete<span className="sr-only"> {type.name}</span>
                </Button>
              </Cell>
            </tr>
          ),
        )}
        <tr>
          <Cell label="Name">
            <input
              aria-label="New drum type name"
              placeholder="New drum type"
              className={cellInput}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save('create', newName);
              }}
            />
          </Cell>
          <Cell label="Actions" className="text-right">
            <Button disabled={creating} onClick={() => save('create', newName)}>
              <PlusIcon className="size-4" /> Add Type
            </Button>
          </Cell>
        </tr>
      </DataTable>
      {more}
      <RemoveDialog
        item={deleting}
        title="Delete Drum Type"
        consequence={(type) => `Delete the drum type ${type.name}? A type that specifications use cannot be deleted.`}
        remove={(type) => remove({ input: { id: type.id }, connections: [ADMIN_CONNECTIONS.drumTypes] })}
        busy={removing}
        done={{ title: 'Drum type deleted successfully' }}
        failed="Failed to delete drum type"
        onClose={() => setDeleting(null)}
        onRemoved={() => setDeleting(null)}
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

  async function saveEdit() {
    if (!editing) return;
    const failure = 'Failed to update drum specification';
    // Every problem at once, the row's own check first, then the server's.
    const local = specIssues(editing.values);
    if (local.length) return toast({ title: failure, description: allMessages(local), variant: 'destructive' });
    try {
      const { updateDrumSpec: result } = await update({ input: { id: editing.id, ...specInput(editing.values) } });
      if (result.__typename === 'ValidationError') {
        return toast({
          title: failure,
          description: result.issues.length ? allMessages(result.issues) : result.message,
          variant: 'destructive',
        });
      }
      toast({ title: 'Drum specification updated successfully' });
      setEditing(null);
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
    }
  }

  const set = (patch: Partial<SpecValues>) => setEditing((e) => (e ? { ...e, values: { ...e.values, ...patch } } : e));
  const num = (name: keyof SpecValues, label: string, step = '0.01'): InputHTMLAttributes<HTMLInputElement> => ({
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
      <TabHeader title="Drum Specifications" description={shownOf(specs.length, total, '')}>
        <ExcelButtons entity="drum-specs" label="Drum Specs" onImported={reload} />
        <Button onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" /> Add Drum Spec
        </Button>
      </TabHeader>
      {specs.length === 0 ? <EmptyState>No drum specifications yet</EmptyState> : null}
      {specs.length > 0 ? (
        <DataTable label="Drum specifications" columns={SPEC_COLUMNS}>
          {specs.map((spec) => (
            <DrumSpecRow
              key={spec.id}
              spec={spec}
              editing={editing}
              saving={updating}
              num={num}
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
        title="Delete Drum Specification"
        consequence={(spec) => `Delete the drum specification ${spec.name}?`}
        remove={(spec) => remove({ input: { id: spec.id }, connections: [ADMIN_CONNECTIONS.drumSpecs] })}
        busy={removing}
        done={{ title: 'Drum specification deleted successfully' }}
        failed="Failed to delete drum specification"
        onClose={() => setDeleting(null)}
        onRemoved={() => setDeleting(null)}
      />
    </section>
  );
}

/** One drum specification: its cells, or the inline edit of them (docs/specification.md section 2). */
function DrumSpecRow({
  spec: ref,
  editing,
  saving,
  num,
  set,
  setEditing,
  onSave,
  onDelete,
  price,
}: {
  spec: DrumSpecRow_spec$key;
  editing: Editing;
  saving: boolean;
  num: (name: keyof SpecValues, label: string, step?: string) => InputHTMLAttributes<HTMLInputElement>;
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
        drumInfo
        availableFor
      }
    `,
    ref,
  );
  return editing?.id === spec.id ? (
    <tr key={spec.id} aria-label={spec.name} className="bg-brand-50/50 dark:bg-slate-800/60">
      <Cell label="Name/Stamp">
        <input
          aria-label="Name/Stamp"
          className={`${cellInput} w-36`}
          value={editing.values.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Cell>
      <Cell label="Article Number">
        <input
          aria-label="Article Number"
          className={`${cellInput} w-32`}
          value={editing.values.articleNumber}
          onChange={(e) => set({ articleNumber: e.target.value })}
        />
      </Cell>
      <Cell label="Type">
        <DrumTypePicker
          label="Type"
          hideLabel
          className="w-40"
          value={editing.values.drumTypeId}
          chosen={{ ...spec.drumType, databaseId: spec.drumTypeId }}
          onChange={(drumTypeId) => set({ drumTypeId })}
        />
      </Cell>
      <Cell label="Weight (kg)">
        <input {...num('weight', 'Weight')} />
      </Cell>
      <Cell label="Flange Diameter (mm)">
        <input {...num('flangeDiameter', 'Flange Diameter')} />
      </Cell>
      <Cell label="Width (mm)">
        <input {...num('widthBetweenFlanges', 'Width Between Flanges')} />
      </Cell>
      <Cell label="Volume (m³)">
        <input {...num('transportVolume', 'Transport Volume', '0.001')} />
      </Cell>
      <Cell label="Buyback 100%">
        <input
          {...num('buybackPrice', 'Buyback Price 100%')}
          onChange={(e) =>
            setEditing((ed) => (ed ? { ...ed, values: withBuybackPrice(ed.values, e.target.value) } : ed))
          }
        />
      </Cell>
      <Cell label="Buyback 80%">
        <input {...num('buybackPrice80', 'Buyback Price 80%')} />
      </Cell>
      <Cell label="Scrap Fee">
        <input {...num('scrapHandlingFee', 'Scrap Handling Fee')} />
      </Cell>
      <Cell label="Available For">
        <select
          aria-label="Available For"
          className={`${cellInput} w-28`}
          value={editing.values.availableFor}
          onChange={(e) => set({ availableFor: e.target.value })}
        >
          <option value="returner">Returner</option>
          <option value="admin">Admin</option>
        </select>
      </Cell>
      <Cell label="Actions" className="text-right">
        <Button disabled={saving} onClick={onSave}>
          Save
        </Button>{' '}
        <Button variant="secondary" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </Cell>
    </tr>
  ) : (
    <tr key={spec.id} aria-label={spec.name}>
      <Cell label="Name/Stamp" className="font-medium md:whitespace-normal">
        {spec.name}
      </Cell>
      <Cell label="Article Number">{spec.articleNumber ?? '-'}</Cell>
      <Cell label="Type">{spec.drumType.name}</Cell>
      <Cell label="Weight (kg)">{formatNumber(spec.weight)}</Cell>
      <Cell label="Flange Diameter (mm)">{formatNumber(spec.flangeDiameter)}</Cell>
      <Cell label="Width (mm)">{formatNumber(spec.widthBetweenFlanges)}</Cell>
      <Cell label="Volume (m³)">{formatNumber(spec.transportVolume)}</Cell>
      <Cell label="Buyback 100%">{price(spec.buybackPrice)}</Cell>
      <Cell label="Buyback 80%">{price(spec.buybackPrice80)}</Cell>
      <Cell label="Scrap Fee" className="text-red-700 dark:text-red-400">
        {/* docs/specification.md section 9: the scrap handling fee is shown as a negative amount. */}
        {price(spec.scrapHandlingFee == null ? null : -spec.scrapHandlingFee)}
      </Cell>
      <Cell label="Available For">{spec.availableFor === 'admin' ? 'Admin' : 'Returner'}</Cell>
      <Cell label="Actions" className="text-right">
        <Button
          variant="ghost"
          className="px-2"
          onClick={() => setEditing({ id: spec.id, values: specValues({ ...spec, drumTypeId: spec.drumType.id }) })}
        >
          Edit<span className="sr-only"> {spec.name}</span>
        </Button>
        <Button variant="remove" className="px-2" onClick={() => onDelete(spec)}>
          Delete<span className="sr-only"> {spec.name}</span>
        </Button>
      </Cell>
    </tr>
  );
}

function AddSpecDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(() => specValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateDrumSpecMutation();
  return (
    <FormDialog
      title="Add Drum Specification"
      busy={creating}
      failure="Failed to create drum specification"
      success="Drum specification created successfully"
      onClose={onClose}
      setErrors={setErrors}
      onSave={async () => {
        // All of the form's problems at once, before anything is sent.
        const local = specIssues(values);
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
              label="Drum Type"
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
