import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES_PER_REQUEST } from '../../../domain/validation/pickupRequest';
import { buttonClasses } from '../components/Button';
import { XIcon } from '../components/icons';
import { errorToast, useToast } from '../toast/ToastProvider';
import { prepareImages } from '../images/scaleImage';
import { refusedImageToast } from '../images/refusedImageToast';
import { tooManyImagesMessage } from './form';

export type StoredPhoto = { id: string; thumbnailUrl: string; filename: string };

type Props = {
  /** Photos the request already has (Edit Return); none on a new request. */
  stored?: readonly StoredPhoto[];
  onRemoveStored?: (photo: StoredPhoto) => void;
  added: readonly File[];
  onAddedChange: (files: File[]) => void;
  error?: string;
};

/**
 * The required photo uploader: choose files or take a photo with the camera, previews with
 * removal, at most six in total. Each photo is scaled down before it is kept.
 */
export function PhotoUploader({ stored = [], onRemoveStored, added, onAddedChange, error }: Props) {
  const toast = useToast();
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(false);
  const pickerId = useId();
  const cameraId = useId();
  const previews = useMemo(() => added.map((file) => URL.createObjectURL(file)), [added]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const total = stored.length + added.length;
  const full = total >= MAX_IMAGES_PER_REQUEST;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    if (total + files.length > MAX_IMAGES_PER_REQUEST) {
      toast(errorToast(t('pickups.photos.tooMany'), tooManyImagesMessage(total)));
      return;
    }
    setPreparing(true);
    try {
      const kept = await prepareImages(files, (file, error) => refusedImageToast(toast, file, error));
      if (kept.length) onAddedChange([...added, ...kept]);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {/* The inputs sit inside their button-like labels, so keyboard focus shows on the label. */}
        <label
          htmlFor={pickerId}
          className={buttonClasses(
            'secondary',
            `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${full ? 'opacity-60' : ''}`,
          )}
        >
          {t('pickups.photos.upload')}
          <input
            id={pickerId}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            className="sr-only"
            onChange={onFiles}
            disabled={preparing || full}
          />
        </label>
        <label
          htmlFor={cameraId}
          className={buttonClasses(
            'secondary',
            `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${full ? 'opacity-60' : ''}`,
          )}
        >
          {t('pickups.photos.take')}
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={onFiles}
            disabled={preparing || full}
          />
        </label>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {preparing
          ? t('pickups.photos.preparing')
          : t('pickups.photos.hint', { total: String(total), max: String(MAX_IMAGES_PER_REQUEST) })}
      </p>
      {error ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
      {total > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('pickups.photos.title')}>
          {stored.map((photo) => (
            <Preview
              key={photo.id}
              src={photo.thumbnailUrl}
              name={photo.filename}
              onRemove={onRemoveStored ? () => onRemoveStored(photo) : undefined}
            />
          ))}
          {added.map((file, index) => (
            <Preview
              key={previews[index]}
              src={previews[index]}
              name={file.name}
              onRemove={() => onAddedChange(added.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Preview({ src, name, onRemove }: { src: string; name: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
      <img src={src} alt={name} className="size-full object-cover" />
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          // A 44 px target in the corner around a smaller disc, which leaves the photo visible.
          className="group absolute top-0 right-0 flex size-11 items-center justify-center text-white"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-slate-900/70 group-hover:bg-slate-900">
            <XIcon className="size-4" />
          </span>
          <span className="sr-only">{t('pickups.photos.removeNamed', { name })}</span>
        </button>
      ) : null}
    </li>
  );
}

/** The toast of a photo the browser could not prepare (wrong type, too large). */
