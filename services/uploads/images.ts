import { randomUUID } from 'node:crypto';
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, PICKUP_MESSAGES } from '../../domain/validation/pickupRequest';
import { AppError } from '../../domain/errors';
import { inDecodeSlot, loadSharp } from './decodeSlots';
import type { FileStorage } from './storage';

/**
 * Uploads are hostile input: the type is read from the bytes (never the name), the size and
 * the pixel count are bounded before decoding, and every image is decoded and re-encoded so
 * metadata (EXIF GPS positions, camera serials) and anything smuggled after the image data
 * are dropped. The thumbnail is made once, here.
 */

/** 40 megapixels: above common phone cameras; a small file claiming more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this box; nobody needs more to judge a drum. */
const MAX_STORED_SIDE = 4096;
const THUMBNAIL_SIDE = 400;

type AllowedType = (typeof ALLOWED_IMAGE_TYPES)[number];
const EXTENSION: Record<AllowedType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

export type UploadedFile = { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> };

export type ProcessedImage = {
  filename: string;
  contentType: AllowedType;
  extension: string;
  bytes: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

export type StoredImage = Omit<ProcessedImage, 'bytes' | 'thumbnail' | 'extension'> & {
  storageKey: string;
  thumbnailKey: string;
  byteSize: number;
};

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

/** Checks and re-encodes one upload; refusals are 413 (too large) or 415 (not an allowed image). */
export async function processImage(file: UploadedFile): Promise<ProcessedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PICKUP_MESSAGES.imageTooLarge);
  // The bytes are read in the slot too: uploads wait on disk (server/rest/multipart.ts), so
  // however many arrive at once, only the one being decoded is in memory.
  return inDecodeSlot(async () => {
    const input = Buffer.from(await file.arrayBuffer());
    if (input.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PICKUP_MESSAGES.imageTooLarge);
    // Loaded at the first upload, as sharp is: an idle server need not hold its hundred signatures.
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(input);
    // file-type names animated PNGs image/apng; they are PNGs all the same (stored as the first frame).
    const contentType = (detected?.mime === 'image/apng' ? 'image/png' : detected?.mime) as AllowedType | undefined;
    if (!contentType || !ALLOWED_IMAGE_TYPES.includes(contentType))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PICKUP_MESSAGES.imageType);
    return reencode(input, contentType, file.name);
  });
}

/** Decodes and re-encodes checked bytes; runs in a decode slot (decodeSlots.ts). */
async function reencode(input: Buffer, contentType: AllowedType, name: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const animated = contentType === 'image/gif';
  const open = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' });
  try {
    const metadata = await open().metadata();
    const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
    if ((metadata.width ?? 0) * frameHeight * (metadata.pages ?? 1) > MAX_IMAGE_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', PICKUP_MESSAGES.imageDimensions);
    }
    // autoOrient applies the EXIF rotation before the metadata goes (sharp keeps none by default).
    const pipeline = open()
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    // Plain libjpeg and zlib level 6: mozjpeg and level 9 cost seconds per photo on our cores
    // for a few percent of size.
    const encoded =
      contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 6 })
        : contentType === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.gif();
    const { data: bytes, info } = await encoded.toBuffer({ resolveWithObject: true });
    // From the already scaled-down result: the original is decoded once, not twice.
    const thumbnail = await sharp(bytes, { failOn: 'error' })
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      filename: safeFilename(name, EXTENSION[contentType]),
      contentType,
      extension: EXTENSION[contentType],
      bytes,
      thumbnail,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', PICKUP_MESSAGES.imageDimensions);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PICKUP_MESSAGES.imageType);
  }
}

/** Processes every file first, so one bad file refuses the whole upload before anything is stored. */
export async function processImages(files: readonly UploadedFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  // One at a time: sharp already uses the cores, and six decoded photos at once cost memory.
  for (const file of files) processed.push(await processImage(file));
  return processed;
}

/** Writes processed images under fresh keys; on failure removes what was written. */
export async function storeImages(
  storage: FileStorage,
  images: readonly ProcessedImage[],
  folder = 'pickups',
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      const storageKey = `${folder}/${id}.${image.extension}`;
      const thumbnailKey = `${folder}/${id}-thumb.webp`;
      await storage.put(storageKey, image.bytes);
      await storage.put(thumbnailKey, image.thumbnail);
      stored.push({
        filename: image.filename,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        storageKey,
        thumbnailKey,
        byteSize: image.bytes.length,
      });
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(storage, stored);
    throw error;
  }
}

export async function removeStoredFiles(
  storage: FileStorage,
  images: readonly { storageKey: string; thumbnailKey: string }[],
): Promise<void> {
  for (const image of images) {
    await storage.delete(image.storageKey).catch(() => {});
    await storage.delete(image.thumbnailKey).catch(() => {});
  }
}

/** The client's name, reduced to something safe to echo in a header, with the real extension. */
export function safeFilename(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'image'}.${extension}`;
}
