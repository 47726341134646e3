// Small images made in tests with sharp, and hostile ones (a PDF named .png, a decompression bomb).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const pngBytes = (width = 32, height = 24, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const gifBytes = (width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: '#22aa22' } })
    .gif()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position (central Stockholm) and a camera make. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4800/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();

/** A real PDF header and body: what a user renaming report.pdf to photo.png would send. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

/** A tiny PNG whose header claims 30000 x 30000 pixels: decoding it would need gigabytes. */
export async function decompressionBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type): width, height as uint32 BE.
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Bytes of exactly `size`, starting like a PNG: too large whatever their type. */
export async function oversizedPng(size: number): Promise<Buffer> {
  const head = await pngBytes(8, 8);
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  return bytes;
}

/** True when the bytes hold EXIF data (the APP1 "Exif" marker or PNG eXIf chunk). */
export const hasExif = async (bytes: Buffer) => !!(await sharp(bytes).metadata()).exif;

export const asFile = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });
