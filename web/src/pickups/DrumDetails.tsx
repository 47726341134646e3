import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay/hooks';
import { PICKUP_MESSAGES } from '../../../domain/validation/pickupRequest';
import { drumNumberKey } from '../../../domain/validation/trackedDrums';
import { Button, CancelButton } from '../components/Button';
import { inputClasses } from '../components/Field';
import { PlusIcon, XIcon } from '../components/icons';
import { type PickerItem, SearchPicker } from '../components/SearchPicker';
import { usePickerSearch } from '../pickers/pickers';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { LookedUpDrum } from '../trackedDrums/drumLookup';
import { DrumNumberEntry } from '../trackedDrums/DrumNumberEntry';
import { NumberChips } from '../trackedDrums/NumberChips';
import { type DrumRow, type FormIssue, ruleMessage, withNumber, withNumberOnSpecLine } from './form';
import { lookUpDrumOrKept, withKeptSpecs } from './offlineBooking';

type Site = { address: string; latitude?: number | null; longitude?: number | null };

/**
 * Drum Details (docs/specification.md section 2): a drum type found by typing (the server searches;
 * offline, the phone filters the kept list), a digits-only quantity and
 * Add; while a row of the table is being edited the button reads Update, with Cancel.
 */
export function DrumDetails({
  drums,
  onChange,
  requestId,
  issues = [],
  onSite,
}: {
  drums: DrumRow[];
  onChange: (drums: DrumRow[]) => void;
  /** The request being edited, whose own booked drums may be named again. */
  requestId?: number;
  /** The form's issues: a refused drum number (drums.N.drumNumbers.M) shows beside its chip. */
  issues?: readonly FormIssue[];
  /** The site of a drum added by number, for a form whose address is still empty. */
  onSite?: (site: Site) => void;
}) {
  const searchServer = usePickerSearch('drumSpec');
  const environment = useRelayEnvironment();
  // Without a network, the specifications the phone kept (docs/offline.md).
  const searchSpecs = useMemo(() => withKeptSpecs(environment, searchServer), [environment, searchServer]);
  const [selected, setSelected] = useState<PickerItem | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ spec?: string; quantity?: string }>({});
  // Shown while the quantity holds what was left of a typed '2.5' or '1-2', until the next add.
  const [leftOut, setLeftOut] = useState(false);
  const toast = useToast();
  const { t } = useTranslation();
  const quantityId = useId();

  const reset = () => {
    setSelected(null);
    setQuantity('1');
    setEditing(null);
    setErrors({});
    setLeftOut(false);
  };

  const addOrUpdate = () => {
    const count = Number(quantity);
    if (!selected) {
      setErrors({ spec: PICKUP_MESSAGES.drumTypeRequired });
      toast(errorToast(t('pickups.drums.selectType'), ruleMessage(PICKUP_MESSAGES.drumTypeRequired)));
      return;
    }
    if (!/^\d+$/.test(quantity) || count < 1) {
      setErrors({ quantity: PICKUP_MESSAGES.quantityMin });
      toast(errorToast(t('pickups.drums.invalidQuantity'), ruleMessage(PICKUP_MESSAGES.quantityMin)));
      return;
    }
    const row: DrumRow = {
      drumSpecId: selected.id,
      drumSpecDatabaseId: selected.databaseId,
      specName: selected.label,
      typeName: selected.detail ?? '',
      quantity: count,
      // An edited line keeps its numbers (a number of another specification is the server's to refuse).
      numbers: editing === null ? [] : (drums[editing].numbers ?? []),
    };
    // The same specification twice is one line with the quantities added, whether added or
    // reached by editing another row (that row then goes into the one already there).
    const index = drums.findIndex((existing, i) => i !== editing && existing.drumSpecId === row.drumSpecId);
    const others = editing === null ? drums : drums.filter((_, i) => i !== editing);
    if (index !== -1) {
      const target = drums[index];
      onChange(
        others.map((existing) =>
          existing === target
            ? {
                ...existing,
                quantity: existing.quantity + count,
                numbers: [...(existing.numbers ?? []), ...(row.numbers ?? [])],
              }
            : existing,
        ),
      );
    } else if (editing !== null) {
      onChange(drums.map((existing, i) => (i === editing ? row : existing)));
    } else {
      onChange([...drums, row]);
    }
    reset();
  };

  const edit = (index: number) => {
    const row = drums[index];
    setSelected({ id: row.drumSpecId, databaseId: row.drumSpecDatabaseId, label: row.specName, detail: row.typeName });
    setQuantity(String(row.quantity));
    setEditing(index);
    setErrors({});
  };

  const remove = (index: number) => {
    onChange(drums.filter((_, i) => i !== index));
    if (editing === index) reset();
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <SearchPicker
          label={t('pickups.drums.type')}
          placeholder={t('pickups.drums.search')}
          emptyText={t('pickups.drums.none')}
          value={selected}
          error={errors.spec && ruleMessage(errors.spec)}
          onChange={(spec) => {
            setSelected(spec);
            if (spec) setErrors((current) => ({ ...current, spec: undefined }));
          }}
          load={searchSpecs}
        />
        <div>
          <label htmlFor={quantityId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('pickups.drums.quantity')}
          </label>
          <input
            id={quantityId}
            className={inputClasses}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={leftOut ? `${quantityId}-note` : undefined}
            value={quantity}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              if (digits !== event.target.value) setLeftOut(true);
              setQuantity(digits);
              setErrors((current) => ({ ...current, quantity: undefined }));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addOrUpdate();
              }
            }}
          />
          {errors.quantity ? (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">{ruleMessage(errors.quantity)}</p>
          ) : null}
          {leftOut && !errors.quantity ? (
            <p id={`${quantityId}-note`} role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
              {ruleMessage(PICKUP_MESSAGES.quantityDigitsOnly)}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button onClick={addOrUpdate}>
            {editing !== null ? (
              t('pickups.drums.update')
            ) : (
              <>
                <PlusIcon className="size-4" />
                {t('pickups.drums.add')}
              </>
            )}
          </Button>
          {editing !== null ? <CancelButton onClick={reset} /> : null}
        </div>
      </div>
      <NumberEntry drums={drums} onChange={onChange} requestId={requestId} onSite={onSite} />
      <DrumTable drums={drums} onEdit={edit} onRemove={remove} onChange={onChange} editing={editing} issues={issues} />
    </div>
  );
}

/**
 * Booking by number: a typed or scanned number is looked up; a drum of the company's sites goes
 * on its specification's line (added, or its quantity raised to hold the number); a number the
 * pool does not know is put on the line the person chooses, as unregistered.
 */
function NumberEntry({
  drums,
  onChange,
  requestId,
  onSite,
}: {
  drums: DrumRow[];
  onChange: (drums: DrumRow[]) => void;
  requestId?: number;
  onSite?: (site: Site) => void;
}) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<string | undefined>();
  // A number the pool does not know, waiting for the person to say which line it belongs on.
  const [unknown, setUnknown] = useState<string | null>(null);

  async function add(number: string): Promise<string | undefined> {
    const key = drumNumberKey(number);
    if (drums.some((row) => row.numbers?.some((drum) => drumNumberKey(drum.number) === key)))
      return t('trackedDrums.numberAlreadyAdded', { number });
    setUnknown(null);
    setStatus(t('trackedDrums.lookingUp', { number }));
    let drum: LookedUpDrum | null;
    try {
      drum = await lookUpDrumOrKept(environment, number);
    } catch {
      setStatus(undefined);
      return t('trackedDrums.lookupFailed', { number });
    }
    if (!drum) {
      setStatus(undefined);
      setUnknown(number);
      return undefined;
    }
    // What the server would refuse at saving, said now.
    if (drum.status === 'RETURNED') {
      setStatus(undefined);
      return t('errors.trackedDrums.notYours', { number: drum.number });
    }
    if (drum.status === 'BOOKED' && drum.pickupRequest && drum.pickupRequest.databaseId !== requestId) {
      setStatus(undefined);
      return t('errors.trackedDrums.alreadyBooked', {
        number: drum.number,
        reference: drum.pickupRequest.referenceNumberFormatted,
      });
    }
    onChange(withNumberOnSpecLine(drums, drum));
    if (drum.site) onSite?.(drum.site);
    setStatus(t('trackedDrums.numberAdded', { number: drum.number }));
    return undefined;
  }

  const putOn = (index: number, number: string) => {
    onChange(drums.map((row, i) => (i === index ? withNumber(row, { number, registered: false }) : row)));
    setUnknown(null);
    setStatus(t('trackedDrums.numberAdded', { number }));
  };

  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <DrumNumberEntry
        label={t('trackedDrums.addByNumber')}
        hint={t('trackedDrums.addByNumberHint')}
        onNumber={add}
        status={status}
      />
      {unknown ? (
        <div
          role="status"
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{t('trackedDrums.notInPool', { number: unknown })}</p>
          {drums.length ? (
            <>
              <p className="mt-1">{t('trackedDrums.chooseLine')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {drums.map((row, index) => (
                  <Button key={row.drumSpecId} variant="secondary" onClick={() => putOn(index, unknown)}>
                    {t('trackedDrums.putOnLine', { spec: row.specName })}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <p className="mt-1">{t('trackedDrums.needLineFirst', { number: unknown })}</p>
          )}
          <Button variant="ghost" className="mt-2" onClick={() => setUnknown(null)}>
            {t('trackedDrums.dismiss')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DrumTable({
  drums,
  onEdit,
  onRemove,
  onChange,
  editing,
  issues,
}: {
  drums: DrumRow[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onChange: (drums: DrumRow[]) => void;
  editing: number | null;
  issues: readonly FormIssue[];
}) {
  const { t } = useTranslation();
  if (drums.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {t('pickups.drums.empty')}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('pickups.drums.caption')}</caption>
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('pickups.drums.type')}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('pickups.drums.quantity')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">{t('pickups.drums.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drums.map((row, index) => (
            <Fragment key={row.drumSpecId}>
              <tr
                className={`border-b border-slate-100 dark:border-slate-800 ${editing === index ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
              >
                <td className="py-2 pr-2">
                  <span className="font-medium">{row.typeName}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{row.specName}</span>
                </td>
                <td className="py-2 pr-2">{row.quantity}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  <button
                    type="button"
                    className="min-h-11 rounded-md px-3 text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-slate-800"
                    onClick={() => onEdit(index)}
                  >
                    {t('common.edit')}
                    <span className="sr-only"> {row.specName}</span>
                  </button>
                  <button
                    type="button"
                    className="min-h-11 min-w-11 rounded-md px-3 text-red-600 hover:bg-red-50 dark:hover:bg-slate-800"
                    onClick={() => onRemove(index)}
                  >
                    <XIcon className="inline size-4" />
                    <span className="sr-only">{t('pickups.drums.deleteNamed', { name: row.specName })}</span>
                  </button>
                </td>
              </tr>
              {row.numbers?.length || issues.some((issue) => issue.field.startsWith(`drums.${index}.drumNumbers`)) ? (
                <tr className="border-b border-slate-100 dark:border-slate-800">
                  <td colSpan={3} className="pb-2">
                    <LineNumbers
                      row={row}
                      index={index}
                      issues={issues}
                      onRemove={(number) =>
                        onChange(
                          drums.map((existing, i) =>
                            i === index
                              ? { ...existing, numbers: existing.numbers?.filter((drum) => drum.number !== number) }
                              : existing,
                          ),
                        )
                      }
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A line's numbers as chips, each with the server's refusal of it (drums.N.drumNumbers.M) beside it. */
function LineNumbers({
  row,
  index,
  issues,
  onRemove,
}: {
  row: DrumRow;
  index: number;
  issues: readonly FormIssue[];
  onRemove: (number: string) => void;
}) {
  const { t } = useTranslation();
  const numbers = row.numbers ?? [];
  const lineIssue = issues.find((issue) => issue.field === `drums.${index}.drumNumbers`);
  return (
    <div className="mt-2 space-y-1">
      <NumberChips
        label={t('trackedDrums.numbersOf', { spec: row.specName })}
        numbers={numbers.map((drum, position) => {
          const issue = issues.find((candidate) => candidate.field === `drums.${index}.drumNumbers.${position}`);
          return { ...drum, issue: issue && ruleMessage(issue.message) };
        })}
        onRemove={onRemove}
      />
      {lineIssue ? <p className="text-sm text-red-600 dark:text-red-400">{ruleMessage(lineIssue.message)}</p> : null}
    </div>
  );
}
