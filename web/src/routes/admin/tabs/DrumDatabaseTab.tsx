import { type InputHTMLAttributes, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
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
import { type SpecValues, specInput, specValues, withBuybackPrice } from '../drumSpecForm';
import { FormDialog } from '../FormDialog';
import {
  ConfirmDialog,
  EmptyState,
  ExcelButtons,
  formatMoney,
  formatNumber,
  formatScrapFee,
  SelectField,
  TabHeader,
  useAdminAction,
} from '../shared';
import type { TabProps } from '../tabQuery';
import type { DrumDatabaseTabQuery, DrumDatabaseTabQuery$data } from './__generated__/DrumDatabaseTabQuery.graphql';
import type { DrumSpecRow_spec$data, DrumSpecRow_spec$key } from './__generated__/DrumSpecRow_spec.graphql';

type DrumType = DrumDatabaseTabQuery$data['drumTypes']['edges'][number]['node'];
type DrumSpec = DrumSpecRow_spec$data;
type SpecNode = DrumDatabaseTabQuery$data['drumSpecs']['edges'][number]['node'];
type Editing = { id: string; values: SpecValues } | null;

// The legacy /drum-specs page reads the same connections (keys Admin_drumTypes, Admin_drumSpecs).
export const drumDatabaseTabQuery = graphql`
  query DrumDatabaseTabQuery {
    drumTypes(first: 500) @connection(key: "Admin_drumTypes") {
      edges {
        node {
          id
          databaseId
          name
        }
      }
    }
    drumSpecs(first: 500) @connection(key: "Admin_drumSpecs") {
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
  const types = data.drumTypes.edges.map((edge) => edge.node);
  return (
    <div className="space-y-8">
      <DrumTypesTable types={types} reload={reload} />
      <DrumSpecsTable specs={data.drumSpecs.edges.map((edge) => edge.node)} types={types} reload={reload} />
    </div>
  );
}

const th =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400 whitespace-nowrap';
const td = 'px-3 py-2 align-middle whitespace-nowrap';
const cellInput = `${inputClasses} min-h-9 py-1 text-sm`;

function DrumTypesTable({ types, reload }: { types: readonly DrumType[]; reload: () => void }) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<DrumType | null>(null);
  const [create, creating] = useCreateDrumTypeMutation();
  const [update, updating] = useUpdateDrumTypeMutation();
  const [remove, removing] = useDeleteDrumTypeMutation();
  const run = useAdminAction();
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
    <section aria-labelledby="drum-types-heading">
      <TabHeader title="Drum Types">
        <ExcelButtons entity="drum-types" label="Drum Types" onImported={reload} />
      </TabHeader>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 dark:border-slate-700">
            <tr>
              <th className={th} id="drum-types-heading">
                Name
              </th>
              <th className={`${th} text-right`}>Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {types.map((type) =>
              editing?.id === type.id ? (
                <tr key={type.id}>
                  <td className={td}>
                    <input
                      aria-label="Type name"
                      className={cellInput}
                      value={editing.name}
                      onChange={(e) => setEditing({ id: type.id, name: e.target.value })}
                      autoFocus
                    />
                  </td>
                  <td className={`${td} text-right`}>
                    <Button
                      className="min-h-9"
                      disabled={updating}
                      onClick={() => save('update', editing.name, type.id)}
                    >
                      Save
                    </Button>{' '}
                    <Button variant="secondary" className="min-h-9" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </td>
                </tr>
              ) : (
                <tr key={type.id}>
                  <td className={td}>{type.name}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2"
                      onClick={() => setEditing({ id: type.id, name: type.name })}
                    >
                      Edit<span className="sr-only"> {type.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2 text-red-700 dark:text-red-400"
                      onClick={() => setDeleting(type)}
                    >
                      Delete<span className="sr-only"> {type.name}</span>
                    </Button>
                  </td>
                </tr>
              ),
            )}
            <tr>
              <td className={td}>
                <input
                  aria-label="New drum type name"
                  placeholder="New drum type"
                  className={cellInput}
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                />
              </td>
              <td className={`${td} text-right`}>
                <Button className="min-h-9" disabled={creating} onClick={() => save('create', newName)}>
                  <PlusIcon className="size-4" /> Add Type
                </Button>
              </td>
            </tr>
          </tbody>
        </table>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Drum Type"
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(
            () => remove({ input: { id: deleting.id }, connections: [ADMIN_CONNECTIONS.drumTypes] }),
            'Drum type deleted successfully',
            'Failed to delete drum type',
          );
          setDeleting(null);
        }}
      >
        {deleting ? `Delete the drum type ${deleting.name}? A type that specifications use cannot be deleted.` : null}
      </ConfirmDialog>
    </section>
  );
}

function DrumSpecsTable({
  specs,
  types,
  reload,
}: {
  specs: readonly SpecNode[];
  types: readonly DrumType[];
  reload: () => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DrumSpec | null>(null);
  const [update, updating] = useUpdateDrumSpecMutation();
  const [remove, removing] = useDeleteDrumSpecMutation();
  const run = useAdminAction();
  const toast = useToast();

  async function saveEdit() {
    if (!editing) return;
    const failure = 'Failed to update drum specification';
    try {
      const { updateDrumSpec: result } = await update({ input: { id: editing.id, ...specInput(editing.values) } });
      if (result.__typename === 'ValidationError') {
        return toast({
          title: failure,
          description: result.issues[0]?.message ?? result.message,
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
      <TabHeader title="Drum Specifications">
        <ExcelButtons entity="drum-specs" label="Drum Specs" onImported={reload} />
        <Button onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" /> Add Drum Spec
        </Button>
      </TabHeader>
      {specs.length === 0 ? <EmptyState>No drum specifications yet</EmptyState> : null}
      {specs.length > 0 ? (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th className={th}>Name/Stamp</th>
                <th className={th}>Article Number</th>
                <th className={th}>Type</th>
                <th className={th}>Weight (kg)</th>
                <th className={th}>Flange Diameter (mm)</th>
                <th className={th}>Width (mm)</th>
                <th className={th}>Volume (m³)</th>
                <th className={th}>Buyback 100%</th>
                <th className={th}>Buyback 80%</th>
                <th className={th}>Scrap Fee</th>
                <th className={th}>Available For</th>
                <th className={`${th} text-right`}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {specs.map((spec) => (
                <DrumSpecRow
                  key={spec.id}
                  spec={spec}
                  types={types}
                  editing={editing}
                  saving={updating}
                  num={num}
                  set={set}
                  setEditing={setEditing}
                  onSave={saveEdit}
                  onDelete={setDeleting}
                />
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
      {adding ? <AddSpecDialog types={types} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Drum Specification"
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(
            () => remove({ input: { id: deleting.id }, connections: [ADMIN_CONNECTIONS.drumSpecs] }),
            'Drum specification deleted successfully',
            'Failed to delete drum specification',
          );
          setDeleting(null);
        }}
      >
        {deleting ? `Delete the drum specification ${deleting.name}?` : null}
      </ConfirmDialog>
    </section>
  );
}

/** One drum specification: its cells, or the inline edit of them (spec.md section 2). */
function DrumSpecRow({
  spec: ref,
  types,
  editing,
  saving,
  num,
  set,
  setEditing,
  onSave,
  onDelete,
}: {
  spec: DrumSpecRow_spec$key;
  types: readonly DrumType[];
  editing: Editing;
  saving: boolean;
  num: (name: keyof SpecValues, label: string, step?: string) => InputHTMLAttributes<HTMLInputElement>;
  set: (patch: Partial<SpecValues>) => void;
  setEditing: (update: Editing | ((editing: Editing) => Editing)) => void;
  onSave: () => void;
  onDelete: (spec: DrumSpec) => void;
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
      <td className={td}>
        <input
          aria-label="Name/Stamp"
          className={`${cellInput} w-36`}
          value={editing.values.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </td>
      <td className={td}>
        <input
          aria-label="Article Number"
          className={`${cellInput} w-32`}
          value={editing.values.articleNumber}
          onChange={(e) => set({ articleNumber: e.target.value })}
        />
      </td>
      <td className={td}>
        <select
          aria-label="Type"
          className={`${cellInput} w-28`}
          value={editing.values.drumTypeId}
          onChange={(e) => set({ drumTypeId: e.target.value })}
        >
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </td>
      <td className={td}>
        <input {...num('weight', 'Weight')} />
      </td>
      <td className={td}>
        <input {...num('flangeDiameter', 'Flange Diameter')} />
      </td>
      <td className={td}>
        <input {...num('widthBetweenFlanges', 'Width Between Flanges')} />
      </td>
      <td className={td}>
        <input {...num('transportVolume', 'Transport Volume', '0.001')} />
      </td>
      <td className={td}>
        <input
          {...num('buybackPrice', 'Buyback Price 100%')}
          onChange={(e) =>
            setEditing((ed) => (ed ? { ...ed, values: withBuybackPrice(ed.values, e.target.value) } : ed))
          }
        />
      </td>
      <td className={td}>
        <input {...num('buybackPrice80', 'Buyback Price 80%')} />
      </td>
      <td className={td}>
        <input {...num('scrapHandlingFee', 'Scrap Handling Fee')} />
      </td>
      <td className={td}>
        <select
          aria-label="Available For"
          className={`${cellInput} w-28`}
          value={editing.values.availableFor}
          onChange={(e) => set({ availableFor: e.target.value })}
        >
          <option value="returner">Returner</option>
          <option value="admin">Admin</option>
        </select>
      </td>
      <td className={`${td} text-right`}>
        <Button className="min-h-9" disabled={saving} onClick={onSave}>
          Save
        </Button>{' '}
        <Button variant="secondary" className="min-h-9" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </td>
    </tr>
  ) : (
    <tr key={spec.id} aria-label={spec.name}>
      <td className={`${td} font-medium`}>{spec.name}</td>
      <td className={td}>{spec.articleNumber ?? '-'}</td>
      <td className={td}>{spec.drumType.name}</td>
      <td className={td}>{formatNumber(spec.weight)}</td>
      <td className={td}>{formatNumber(spec.flangeDiameter)}</td>
      <td className={td}>{formatNumber(spec.widthBetweenFlanges)}</td>
      <td className={td}>{formatNumber(spec.transportVolume)}</td>
      <td className={td}>{formatMoney(spec.buybackPrice)}</td>
      <td className={td}>{formatMoney(spec.buybackPrice80)}</td>
      <td className={`${td} text-red-700 dark:text-red-400`}>{formatScrapFee(spec.scrapHandlingFee)}</td>
      <td className={td}>{spec.availableFor === 'admin' ? 'Admin' : 'Returner'}</td>
      <td className={`${td} text-right`}>
        <Button
          variant="ghost"
          className="min-h-9 px-2"
          onClick={() => setEditing({ id: spec.id, values: specValues({ ...spec, drumTypeId: spec.drumType.id }) })}
        >
          Edit<span className="sr-only"> {spec.name}</span>
        </Button>
        <Button variant="ghost" className="min-h-9 px-2 text-red-700 dark:text-red-400" onClick={() => onDelete(spec)}>
          Delete<span className="sr-only"> {spec.name}</span>
        </Button>
      </td>
    </tr>
  );
}

function AddSpecDialog({ types, onClose }: { types: readonly DrumType[]; onClose: () => void }) {
  const [values, setValues] = useState(() => specValues(undefined, types[0]?.id));
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
      onSave={async () =>
        (await create({ input: specInput(values), connections: [ADMIN_CONNECTIONS.drumSpecs] })).createDrumSpec
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <DrumSpecFields
          values={values}
          errors={errors}
          onChange={setValues}
          buyback80
          typeField={
            <SelectField
              label="Drum Type"
              value={values.drumTypeId}
              error={errors.drumTypeId}
              onChange={(e) => setValues((v) => ({ ...v, drumTypeId: e.target.value }))}
            >
              <option value="">Select a type</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </SelectField>
          }
        />
      </div>
    </FormDialog>
  );
}
