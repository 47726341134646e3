// Photos from a phone camera are often 4000+ px and several MB; they are scaled down in the
// browser before upload so a site with a weak connection still gets them through. GIFs are
// sent as they are (a canvas would drop their animation); the server re-encodes every image.
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, PICKUP_MESSAGES } from '../../../domain/validation/pickupRequest';

const MAX_IMAGE_SIDE = 2048;
/** Below this size and side a PNG or JPG is sent untouched. */
const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024;

type PreparedImage = { file: File } | { error: string };

async function prepareImage(file: File): Promise<PreparedImage> {
  const allowed = (ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type);
  // A camera may hand over another format (HEIC, WebP): when the browser can draw it, it is
  // sent as a JPEG, which the rules allow; anything else is refused here as on the server.
  if (!allowed && !file.type.startsWith('image/')) return { error: PICKUP_MESSAGES.imageType };
  if (file.type === 'image/gif')
    return file.size > MAX_IMAGE_BYTES ? { error: PICKUP_MESSAGES.imageTooLarge } : { file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { error: PICKUP_MESSAGES.imageType };
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (allowed && longest <= MAX_IMAGE_SIDE && file.size <= SMALL_ENOUGH_BYTES) return { file };
    const scale = Math.min(1, MAX_IMAGE_SIDE / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return keepAsItIs(file, allowed);
    // JPEG has no transparency: paint white under it rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return keepAsItIs(file, allowed);
    if (blob.size > MAX_IMAGE_BYTES) return { error: PICKUP_MESSAGES.imageTooLarge };
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return { file: new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified }) };
  } finally {
    bitmap.close();
  }
}

function keepAsItIs(file: File, allowed: boolean): PreparedImage {
  if (!allowed) return { error: PICKUP_MESSAGES.imageType };
  return file.size > MAX_IMAGE_BYTES ? { error: PICKUP_MESSAGES.imageTooLarge } : { file };
}

/** Prepares each file in turn; a refused one is reported by name and left out. */
export async function prepareImages(
  files: readonly File[],
  onRefused: (file: File, error: string) => void,
): Promise<File[]> {
  const kept: File[] = [];
  for (const file of files) {
    const prepared = await prepareImage(file);
    if ('error' in prepared) onRefused(file, prepared.error);
    else kept.push(prepared.file);
  }
  return kept;
}
