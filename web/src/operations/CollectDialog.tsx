import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { MAX_COLLECTION_PHOTOS, MAX_CONDITION_COUNT, missingOf } from '../../../domain/buyback';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
import { useViewer } from '../viewer/ViewerProvider';
import type { CollectDialog_request$key } from './__generated__/CollectDialog_request.graphql';
import { useCollectMutation } from './pickupActionMutations';

type Counts = { full: number; minorDamage: number; scrap: number };
const CONDITIONS = [
  { key: 'full', label: 'Full' },
  { key: 'minorDamage', label: 'Minor damage' },
  { key: 'scrap', label: 'Scrap' },
] as const;

/**
 * Mark as Collected with the proof of collection (issue 37): per declared drum line, large
 * steppers for the drums found full, with minor damage and for scrap, prefilled as declared and
 * full, so a pickup that matches takes one tap; the missing drums follow. The collector's name is
 * the signed-in person's unless changed; the phone's position goes along when the browser gives it.
 */
export function CollectDialog({
  request,
  open,
  onClose,
}: {
  request: CollectDialog_request$key;
  open: boolean;
  onClose: () => void;
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
        }
      }
    `,
    request,
  );
  const viewer = useViewer();
  const toast = useToast();
  const [collect, running] = useCollectMutation();
  const declared = () => Object.fromEntries(data.drums.map((line) => [line.databaseId, asDeclared(line.quantity)]));
  const [counts, setCounts] = useState<Record<number, Counts>>(declared);
  const [collectorName, setCollectorName] = useState(viewer?.name ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const position = usePositionWhileOpen(open);

  useEffect(() => {
    if (open) {
      setCounts(declared());
      setCollectorName(viewer?.name ?? '');
      setPhotos([]);
    }
    // Back to the declaration each time it opens (the declaration itself changes only while closed).
  }, [open]);

  const change = (lineId: number, key: keyof Counts, value: number) =>
    setCounts((current) => ({
      ...current,
      [lineId]: { ...current[lineId], [key]: Math.min(MAX_CONDITION_COUNT, Math.max(0, Math.trunc(value) || 0)) },
    }));

  async function confirm() {
    try {
      await collect(
        {
          id: data.id,
          collectorName: collectorName.trim() || null,
          lines: data.drums.map((line) => ({ drumLineId: line.databaseId, ...counts[line.databaseId] })),
          ...(position ?? {}),
        },
        photos,
      );
      toast({ title: 'Pickup marked as collected' });
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to complete pickup',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      title={`Mark as Collected: ${data.referenceNumberFormatted}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={running}>
            {running ? 'Saving...' : 'Confirm Collection'}
          </Button>
        </>
      }
    >
      <p>Count the drums as you find them. Everything is prefilled as declared and full.</p>
      <div className="mt-4 space-y-4">
        {data.drums.map((line) => {
          const found = counts[line.databaseId] ?? asDeclared(line.quantity);
          const total = found.full + found.minorDamage + found.scrap;
          const missing = missingOf(line.quantity, total);
          const name = `${line.drumSpecName} (${line.drumTypeName})`;
          return (
            <fieldset key={line.databaseId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <legend className="px-1 font-semibold text-slate-900 dark:text-slate-100">
                {name}: {line.quantity} declared
              </legend>
              {CONDITIONS.map(({ key, label }) => (
                <Stepper
                  key={key}
                  label={label}
                  of={name}
                  value={found[key]}
                  onChange={(value) => change(line.databaseId, key, value)}
                />
              ))}
              <p className="mt-2 text-sm" aria-live="polite">
                {missing
                  ? `${missing} missing`
                  : total > line.quantity
                    ? `${total - line.quantity} more than declared`
                    : 'All declared drums found'}
              </p>
            </fieldset>
          );
        })}
        <div>
          <label
            htmlFor="collection-photos"
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Photos of damage (optional, up to {MAX_COLLECTION_PHOTOS})
          </label>
          <input
            id="collection-photos"
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            className="block min-h-11 w-full text-sm"
            onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, MAX_COLLECTION_PHOTOS))}
          />
          {photos.length ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {photos.length} {photos.length === 1 ? 'photo' : 'photos'}: {photos.map((photo) => photo.name).join(', ')}
            </p>
          ) : null}
        </div>
        <Field
          label="Collector's name"
          value={collectorName}
          maxLength={254}
          onChange={(event) => setCollectorName(event.target.value)}
        />
      </div>
    </Dialog>
  );
}

const asDeclared = (quantity: number): Counts => ({ full: quantity, minorDamage: 0, scrap: 0 });

/** One condition's count: big minus and plus buttons around a number field. */
function Stepper({
  label,
  of,
  value,
  onChange,
}: {
  label: string;
  of: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="mt-2 flex items-center justify-between gap-3">
      <span className="text-slate-800 dark:text-slate-200">{label}</span>
      <span className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="size-12 text-xl"
          aria-label={`One less ${label.toLowerCase()}, ${of}`}
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
          aria-label={`One more ${label.toLowerCase()}, ${of}`}
          onClick={() => onChange(value + 1)}
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
