import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ChevronRightIcon, XIcon } from '../components/icons';

export type ViewerImage = { id: string; url: string; filename: string };

/** A request's photos full size, one at a time, with previous/next. */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly ViewerImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const image = index === null ? undefined : images[index];
  const step = (by: number) => index !== null && onIndexChange((index + by + images.length) % images.length);
  return (
    <HeadlessDialog open={image !== undefined} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/90" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-2">
        <DialogPanel className="flex max-h-full w-full max-w-4xl flex-col items-center gap-2">
          <div className="flex w-full items-center justify-between text-white">
            <DialogTitle className="truncate text-sm">
              {image
                ? t('pickups.viewer.title', {
                    filename: image.filename,
                    position: String((index ?? 0) + 1),
                    total: String(images.length),
                  })
                : ''}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="flex size-11 items-center justify-center rounded-md hover:bg-white/10"
            >
              <XIcon />
              <span className="sr-only">{t('common.close')}</span>
            </button>
          </div>
          {image ? (
            <img src={image.url} alt={image.filename} className="max-h-[80vh] w-auto rounded object-contain" />
          ) : null}
          {images.length > 1 ? (
            <div className="flex gap-4 text-white">
              <button
                type="button"
                onClick={() => step(-1)}
                className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
              >
                <ArrowLeftIcon />
                <span className="sr-only">{t('pickups.viewer.previous')}</span>
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
              >
                <ChevronRightIcon />
                <span className="sr-only">{t('pickups.viewer.next')}</span>
              </button>
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
