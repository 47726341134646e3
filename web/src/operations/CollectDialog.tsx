import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  asDeclared,
  canRaise,
  type ConditionCounts,
  foundFewer,
  foundMore,
  lineTally,
  MAX_CONDITION_COUNT,
  type MovableCondition,
  setConditionCount,
} from '../../../domain/buyback';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { XIcon } from '../components/icons';
import { newClientRequestId } from '../outbox/key';
import { useHoldForEditing } from '../outbox/holdForEditing';
import type { QueuedCollection } from '../outbox/store';
import { PhotoUploader } from '../pickups/PhotoUploader';
import { errorMessage, isNetworkError } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import { DrumNumberEntry } from '../trackedDrums/DrumNumberEntry';
import { drumNumberKey, DRUM_CONDITIONS, type DrumCondition } from '../../../domain/validation/trackedDrums';
import { useViewer } from '../viewer/ViewerProvider';
import type { CollectDialog_request$key } from './__generated__/CollectDialog_request.graphql';
import { RefusedError, useCollectMutation } from './pickupActionMutations';

const CONDITIONS: readonly { key: MovableCondition; label: (t: TFunction) => string }[] = [
  { key: 'minorDamage', label: (t) => t('operations.collect.minorDamage') },
  { key: 'scrap', label: (t) => t('operations.collect.scrap') },
  { key: 'missing', label: (t) => t('operations.collect.missing') },
];

/** The dialog's state as the outbox keeps it with a collection recorded without coverage, to edit it again. */
export type CollectValues = {
  counts: Record<number, ConditionCounts>;
  collectorName: string;
  conditions: Record<string, DrumCondition>;
  found: { number: string; condition: DrumCondition }[];
};

/**
 * Mark as Collected with the proof of collection: per declared drum line, every drum starts as
 * declared and full, so a pickup that matches takes one tap. The counting rule of domain/buyback.ts
 * keeps the declared total: "+" on minor damage, scrap or missing moves a drum from Full; drums
 * beyond the declaration come only through Found more (an admin reviews them before they earn).
 * The collector's name is the signed-in person's unless changed; the phone's position goes along
 * when the browser gives it. Without coverage, or when the send gets no answer, the collection
 * waits in the outbox with its key and photos, and shows on the card until it is sent
 * (docs/offline.md); `draft` is such a collection, opened again to fix it.
 */
export function CollectDialog({
  request,
  open,
  onClose,
  draft,
}: {
  request: CollectDialog_request$key;
  open: boolean;
  onClose: () => void;
  draft?: QueuedCollection<CollectValues>;
}) {
  const data = useFragment(
    graphql`
      fragment CollectDialog_request on PickupRequest {
        id
        referenceNumberFormatted
        drums {
          databaseId
          drumSpecName
          drumTypeName
          quantity
          numberedDrums {
            number
            registered
          }
        }
      }
    `,
    request,
  );
  const viewer = useViewer();
  const toast = useToast();
  const { t } = useTranslation();
  const [collect, running] = useCollectMutation();
  const declared = () => Object.fromEntries(data.drums.map((line) => [line.databaseId, asDeclared(line.quantity)]));
  // As declared, or as the outbox kept it (a collection recorded without coverage, opened again).
  const initialPhotos = () =>
    draft?.photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type })) ?? [];
  const [counts, setCounts] = useState<Record<number, ConditionCounts>>(() => draft?.values.counts ?? declared());
  const [collectorName, setCollectorName] = useState(draft ? draft.values.collectorName : (viewer?.name ?? ''));
  const [photos, setPhotos] = useState<File[]>(initialPhotos);
  const position = usePositionWhileOpen(open);
  // Tracked drums by number (docs/tracked-drums.md): with any on the request, each gets its
  // condition and the counts follow from them on the server (the rest of each line found full).
  const numbered = data.drums.some((line) => line.numberedDrums.length > 0);
  const [conditions, setConditions] = useState<Record<string, DrumCondition>>(draft?.values.conditions ?? {});
  const [found, setFound] = useState<{ number: string; condition: DrumCondition }[]>(draft?.values.found ?? []);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  // The write's key, made on the phone as the dialog opens: a send without an answer and the
  // outbox's later one make one collection.
  const [clientRequestId, setClientRequestId] = useState(() => draft?.clientRequestId ?? newClientRequestId());
  const [queueing, setQueueing] = useState(false);
  // Not sent from the outbox while it is open here: what goes is this dialog's Save.
  useHoldForEditing(draft?.owner, open && draft ? draft.clientRequestId : null);

  // Back to the declaration each time it opens (the declaration itself changes only while closed):
  // state adjusted while rendering, as React advises for a prop's change, not in an effect.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCounts(draft?.values.counts ?? declared());
      setCollectorName(draft ? draft.values.collectorName : (viewer?.name ?? ''));
      setPhotos(initialPhotos());
      setConditions(draft?.values.conditions ?? {});
      setFound(draft?.values.found ?? []);
      setRefusals({});
      setClientRequestId(draft?.clientRequestId ?? newClientRequestId());
    }
  }

  const bookedNumbers = data.drums.flatMap((line) => line.numberedDrums.map((drum) => drum.number));
  const conditionOf = (number: string) => conditions[drumNumberKey(number)] ?? 'FULL';
  const setCondition = (number: string, condition: DrumCondition) =>
    setConditions((current) => ({ ...current, [drumNumberKey(number)]: condition }));
  const addFound = (number: string) => {
    const key = drumNumberKey(number);
    if ([...bookedNumbers, ...found.map((drum) => drum.number)].some((other) => drumNumberKey(other) === key))
      return t('trackedDrums.numberAlreadyAdded', { number });
    setFound((current) => [...current, { number, condition: 'FULL' }]);
    return undefined;
  };

  const update = (
    line: { databaseId: number; quantity: number },
    change: (current: ConditionCounts) => ConditionCounts,
  ) =>
    setCounts((current) => ({
      ...current,
      [line.databaseId]: change(current[line.databaseId] ?? asDeclared(line.quantity)),
    }));

  async function confirm() {
    const drums = numbered
      ? [
          ...bookedNumbers.map((number) => ({ number, condition: conditionOf(number) })),
          ...found.map((drum) => ({ number: drum.number, condition: drum.condition })),
        ]
      : null;
    setRefusals({});
    const input = {
      collectorName: collectorName.trim() || null,
      ...(drums
        ? { drums }
        : {
            lines: data.drums.map((line) => {
              const { full, minorDamage, scrap } = counts[line.databaseId] ?? asDeclared(line.quantity);
              return { drumLineId: line.databaseId, full, minorDamage, scrap };
            }),
          }),
      ...(position ?? {}),
    };
    // The collection's time is this press, for this send and any the outbox makes of it (the
    // same key with another time would be other fields).
    const savedAt = new Date().toISOString();
    // Without coverage the collection waits in the outbox (docs/offline.md).
    if (!navigator.onLine) return keepForLater(input, 0, savedAt);
    try {
      await collect({ ...input, id: data.id, clientRequestId, collectedAt: savedAt }, photos);
      if (draft)
        void import('../outbox/app').then(({ appOutbox }) => appOutbox(draft.owner).discard(draft.clientRequestId));
      toast({ title: t('operations.confirmations.collect.done') });
      onClose();
    } catch (error) {
      // No answer: the server may have it or not; the outbox sends it again with the same key.
      if (isNetworkError(error)) return keepForLater(input, 1, savedAt);
      // A refused number (drums.N.number) shows beside that drum as well as in the toast.
      if (drums && error instanceof RefusedError)
        setRefusals(
          Object.fromEntries(
            error.issues.flatMap((issue) => {
              const index = /^drums\.(\d+)\./.exec(issue.field)?.[1];
              const drum = index === undefined ? undefined : drums[Number(index)];
              return drum ? [[drumNumberKey(drum.number), issue.message]] : [];
            }),
          ),
        );
      toast(errorToast(t('operations.confirmations.collect.failed'), errorMessage(error, t('operations.tryAgain'))));
    }
  }

  /** Into the outbox, photos and all; `attempts`: sends already made without an answer. */
  async function keepForLater(input: Record<string, unknown>, attempts: number, savedAt: string) {
    setQueueing(true);
    try {
      if (!viewer) throw new Error(t('operations.confirmations.collect.failed'));
      const { appOutbox } = await import('../outbox/app');
      const values: CollectValues = { counts, collectorName, conditions, found };
      await appOutbox(viewer.id).queue({
        kind: 'collection',
        clientRequestId,
        savedAt,
        pickupRequestId: data.id,
        reference: data.referenceNumberFormatted,
        input,
        values,
        photos: photos.map((file) => ({ name: file.name, type: file.type, blob: file })),
        attempts,
      });
      toast({ title: t('operations.collect.queued'), description: t('operations.collect.queuedDescription') });
      onClose();
    } catch (error) {
      toast(errorToast(t('operations.confirmations.collect.failed'), errorMessage(error, t('operations.tryAgain'))));
    } finally {
      setQueueing(false);
    }
  }

  const busy = running || queueing;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      title={t('operations.collect.title', { reference: data.referenceNumberFormatted })}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button onClick={confirm} disabled={busy}>
            {busy ? t('common.saving') : t('operations.collect.submit')}
          </Button>
        </>
      }
    >
      <p>{numbered ? t('trackedDrums.collect.hint') : t('operations.collect.intro')}</p>
      <div className="mt-4 space-y-4">
        {numbered ? (
          <>
            {data.drums.map((line) => {
              const name = `${line.drumSpecName} (${line.drumTypeName})`;
              const unnumbered = Math.max(0, line.quantity - line.numberedDrums.length);
              return (
                <section
                  key={line.databaseId}
                  aria-label={name}
                  className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                >
                  <h3 className="font-semibold text-slate-900 dark:text-slate-100">{name}</h3>
                  <div className="mt-2 space-y-3">
                    {line.numberedDrums.map((drum) => (
                      <ConditionChoice
                        key={drum.number}
                        number={drum.number}
                        note={drum.registered ? undefined : t('trackedDrums.unregistered', { number: drum.number })}
                        value={conditionOf(drum.number)}
                        onChange={(condition) => setCondition(drum.number, condition)}
                        error={refusals[drumNumberKey(drum.number)]}
                      />
                    ))}
                  </div>
                  {unnumbered ? (
                    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                      {t('trackedDrums.collect.unnumbered', { count: unnumbered, spec: line.drumSpecName })}
                    </p>
                  ) : null}
                </section>
              );
            })}
            <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <DrumNumberEntry label={t('trackedDrums.collect.addFound')} onNumber={addFound} />
              {found.length ? (
                <div className="mt-3 space-y-3">
                  {found.map((drum) => (
                    <ConditionChoice
                      key={drum.number}
                      number={drum.number}
                      note={t('trackedDrums.collect.unbooked')}
                      value={drum.condition}
                      onChange={(condition) =>
                        setFound((current) =>
                          current.map((other) => (other.number === drum.number ? { ...other, condition } : other)),
                        )
                      }
                      onRemove={() => setFound((current) => current.filter((other) => other.number !== drum.number))}
                      error={refusals[drumNumberKey(drum.number)]}
                    />
                  ))}
                </div>
              ) : null}
            </div>
          </>
        ) : null}
        {(numbered ? [] : data.drums).map((line) => {
          const found = counts[line.databaseId] ?? asDeclared(line.quantity);
          const tally = lineTally(line.quantity, found);
          const name = `${line.drumSpecName} (${line.drumTypeName})`;
          return (
            <fieldset key={line.databaseId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <legend className="px-1 font-semibold text-slate-900 dark:text-slate-100">{name}</legend>
              <div className="mt-1 flex items-center justify-between gap-3">
                <span className="text-slate-800 dark:text-slate-200">{t('operations.collect.full')}</span>
                <output
                  aria-label={t('operations.collect.fullOf', { line: name })}
                  className="flex min-h-12 w-16 items-center justify-center text-lg font-semibold"
                >
                  {found.full}
                </output>
              </div>
              {CONDITIONS.map(({ key, label }) => (
                <Stepper
                  key={key}
                  label={label(t)}
                  of={name}
                  value={found[key]}
                  canRaise={canRaise(line.quantity, found, key)}
                  onChange={(value) => update(line, (current) => setConditionCount(line.quantity, current, key, value))}
                />
              ))}
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">
                <span className="text-slate-800 dark:text-slate-200">{t('operations.collect.foundMore')}</span>
                <span className="flex items-center gap-2">
                  <Button
                    variant="secondary"
                    className="size-12 text-xl"
                    aria-label={t('operations.collect.foundFewer', { line: name })}
                    onClick={() => update(line, (current) => foundFewer(line.quantity, current))}
                    disabled={tally.extra === 0 || found.full === 0}
                  >
                    −
                  </Button>
                  <output
                    aria-label={t('operations.collect.foundMoreOf', { line: name })}
                    className="w-16 text-center text-lg"
                  >
                    {tally.extra}
                  </output>
                  <Button
                    variant="secondary"
                    className="size-12 text-xl"
                    aria-label={t('operations.collect.foundOneMore', { line: name })}
                    onClick={() => update(line, (current) => foundMore(line.quantity, current))}
                  >
                    +
                  </Button>
                </span>
              </div>
              <p className="mt-2 text-sm" aria-live="polite">
                <span className="font-medium">
                  {t('operations.collect.tally', { declared: String(tally.declared), found: String(tally.found) })}
                </span>
                {' · '}
                {tally.missing
                  ? t('operations.collect.missingCount', { missing: String(tally.missing) })
                  : tally.extra
                    ? t('operations.collect.extraCount', { extra: String(tally.extra) })
                    : t('operations.collect.allFound')}
              </p>
            </fieldset>
          );
        })}
        <div>
          <p className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('operations.collect.photos')}
          </p>
          <PhotoUploader added={photos} onAddedChange={setPhotos} />
        </div>
        <Field
          label={t('operations.collect.collectorName')}
          value={collectorName}
          maxLength={254}
          onChange={(event) => setCollectorName(event.target.value)}
        />
      </div>
    </Dialog>
  );
}

/** The words of each condition a collector may record for a drum by number. */
const CONDITION_WORDS: Record<DrumCondition, (t: TFunction) => string> = {
  FULL: (t) => t('trackedDrums.condition.FULL'),
  MINOR_DAMAGE: (t) => t('trackedDrums.condition.MINOR_DAMAGE'),
  SCRAP: (t) => t('trackedDrums.condition.SCRAP'),
  MISSING: (t) => t('trackedDrums.condition.MISSING'),
};

/** One drum's condition as four thumb-sized choices (radio buttons named by their condition). */
function ConditionChoice({
  number,
  note,
  value,
  onChange,
  onRemove,
  error,
}: {
  number: string;
  note?: string;
  value: DrumCondition;
  onChange: (condition: DrumCondition) => void;
  onRemove?: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium break-all text-slate-900 dark:text-slate-100">
        {t('trackedDrums.collect.conditionOf', { number })}
      </legend>
      {note ? <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      <div className="mt-1 flex flex-wrap gap-2">
        {DRUM_CONDITIONS.map((condition) => (
          <label
            key={condition}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold dark:border-slate-600 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              className="size-4 accent-brand-700"
              name={name}
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
            />
            {CONDITION_WORDS[condition](t)}
          </label>
        ))}
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove} aria-label={t('trackedDrums.removeNumber', { number })}>
            <XIcon className="size-4" />
          </Button>
        ) : null}
      </div>
      {error ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

/** One condition's count: big minus and plus buttons around a number field; "+" only while Full has a drum. */
function Stepper({
  label,
  of,
  value,
  canRaise,
  onChange,
}: {
  label: string;
  of: string;
  value: number;
  canRaise: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const condition = label.toLowerCase();
  return (
    <div className="mt-2 flex items-center justify-between gap-3">
      <span className="text-slate-800 dark:text-slate-200">{label}</span>
      <span className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="size-12 text-xl"
          aria-label={t('operations.collect.oneLess', { condition, line: of })}
          onClick={() => onChange(value - 1)}
          disabled={value <= 0}
        >
          −
        </Button>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_CONDITION_COUNT}
          aria-label={`${label}, ${of}`}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="min-h-12 w-16 rounded-lg border border-slate-300 bg-white text-center text-lg dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          variant="secondary"
          className="size-12 text-xl"
          aria-label={t('operations.collect.oneMore', { condition, line: of })}
          onClick={() => onChange(value + 1)}
          disabled={!canRaise}
        >
          +
        </Button>
      </span>
    </div>
  );
}

/** The phone's position while the dialog is open, if the browser gives it (never asked twice). */
function usePositionWhileOpen(open: boolean): { latitude: number; longitude: number } | null {
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  useEffect(() => {
    if (!open || !('geolocation' in navigator)) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!cancelled) setPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => undefined,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      cancelled = true;
    };
  }, [open]);
  return position;
}
