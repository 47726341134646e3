import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../domain/validation/pickupRequest';
import { MAX_IMAGE_PIXELS, processImage, safeFilename, storeImages } from './images';
import { MemoryStorage } from './storage';
import {
  asFile,
  decompressionBomb,
  gifBytes,
  hasExif,
  jpegWithGps,
  oversizedPng,
  pdfBytes,
  pngBytes,
} from '../../test/support/images';

const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error) => (error.status as number) ?? 500,
  );

describe('processImage', () => {
  it('re-encodes a JPEG without its EXIF GPS position and makes a thumbnail', async () => {
    const input = await jpegWithGps();
    expect(await hasExif(input)).toBe(true);
    const image = await processImage(asFile(input, 'site.JPG'));
    expect(image).toMatchObject({ contentType: 'image/jpeg', filename: 'site.jpg', width: 64, height: 48 });
    expect(await hasExif(image.bytes)).toBe(false);
    expect(image.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    const thumb = await sharp(image.thumbnail).metadata();
    expect(thumb.format).toBe('webp');
  });

  it('reads the type from the content, not the name', async () => {
    const png = await processImage(asFile(await pngBytes(), 'photo.jpg'));
    expect(png).toMatchObject({ contentType: 'image/png', filename: 'photo.png' });
    const gif = await processImage(asFile(await gifBytes(), 'anim'));
    expect(gif.contentType).toBe('image/gif');
    expect(await statusOf(processImage(asFile(pdfBytes(), 'photo.png')))).toBe(415);
    expect(await statusOf(processImage(asFile(Buffer.from('hello'), 'photo.png')))).toBe(415);
  });

  it('takes 10 MB and refuses 10 MB + 1 byte', async () => {
    expect(await statusOf(processImage(asFile(await oversizedPng(MAX_IMAGE_BYTES + 1), 'big.png')))).toBe(413);
    // Exactly 10 MB is taken; re-encoding drops the padding smuggled after the image data.
    const image = await processImage(asFile(await oversizedPng(MAX_IMAGE_BYTES), 'big.png'));
    expect(image.bytes.length).toBeLessThan(10_000);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(200);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30000);
    expect(30000 * 30000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await statusOf(processImage(asFile(bomb, 'bomb.png')))).toBe(413);
  });

  it('stores image and thumbnail under fresh keys', async () => {
    const storage = new MemoryStorage();
    const [stored] = await storeImages(storage, [await processImage(asFile(await pngBytes(), 'a.png'))]);
    expect(stored.storageKey).toMatch(/^pickups\/[0-9a-f-]+\.png$/);
    expect(storage.files.has(stored.storageKey)).toBe(true);
    expect(storage.files.has(stored.thumbnailKey)).toBe(true);
  });

  it('keeps file names harmless', () => {
    expect(safeFilename('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFilename('', 'gif')).toBe('image.gif');
    expect(safeFilename('Bild "1"\r\n.jpeg', 'jpg')).toBe('Bild 1.jpg');
  });
});
