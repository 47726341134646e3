// The barcode reader behind the Scan button, loaded (with its 1 MB of WebAssembly) only when the
// camera opens: the browser's own BarcodeDetector where it reads both QR and Code 128, else the
// barcode-detector ponyfill over zxing-wasm, whose .wasm Vite serves from our own origin (the app
// runs without internet, and the Content-Security-Policy allows no other host).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const FORMATS = ['qr_code', 'code_128'];

export type Detector = { detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]> };

type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

let ready: Promise<unknown> | null = null;

export async function createDetector(): Promise<Detector> {
  const native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (FORMATS.every((format) => supported.includes(format))) return new native({ formats: FORMATS });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled once, before the first frame, so a reader that cannot start says so at once.
  ready ??= prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  await ready;
  return new BarcodeDetector({ formats: FORMATS as never[] });
}
