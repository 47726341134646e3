import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Spinner';

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const READ_EVERY_MS = 200;

/**
 * The camera, back-facing, reading the QR code or Code 128 barcode on a drum: the first code read
 * is handed to `onRead` and the camera closes. The reader's code loads only now (detector.ts).
 */
export function BarcodeScanner({
  open,
  onClose,
  onRead,
}: {
  open: boolean;
  onClose: () => void;
  onRead: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('trackedDrums.scanTitle')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('trackedDrums.scanStop')}
        </Button>
      }
    >
      {open ? <Camera onRead={onRead} /> : null}
    </Dialog>
  );
}

function Camera({ onRead }: { onRead: (value: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'reading' | 'failed'>('starting');
  // The latest callback, so a parent's render does not restart the camera.
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        // The reader's code downloads while the person allows the camera.
        const detecting = import('./detector').then((module) => module.createDetector());
        detecting.catch(() => undefined);
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        // Closed while the browser asked: the cleanup ran before there was a stream to stop.
        if (stopped) return stream.getTracks().forEach((track) => track.stop());
        const element = video.current!;
        element.srcObject = stream;
        await element.play();
        const detector = await detecting;
        if (stopped) return;
        setState('reading');
        const tick = async () => {
          if (stopped) return;
          try {
            if (element.readyState >= element.HAVE_CURRENT_DATA) {
              const codes = await detector.detect(element);
              const value = codes.map((code) => code.rawValue.trim()).find(Boolean);
              if (value && !stopped) {
                stopped = true;
                read.current(value);
                return;
              }
            }
          } catch {
            // A frame that could not be read: the next one may.
          }
          timer = setTimeout(tick, READ_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="space-y-3">
      <p>{t('trackedDrums.scanHint')}</p>
      <div className="relative overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('trackedDrums.scanTitle')}
          className={`aspect-[4/3] w-full object-cover ${state === 'failed' ? 'hidden' : ''}`}
        />
        {state === 'starting' ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-white" role="status">
            <Spinner />
            {t('trackedDrums.scanStarting')}
          </div>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('trackedDrums.cameraUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
