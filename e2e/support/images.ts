import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A PNG of 8-bit RGB `rows` (each `width` pixels of three bytes), as the server can decode it. */
function encodePng(width: number, rows: Buffer[]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = Buffer.concat(rows.map((row) => Buffer.concat([Buffer.from([0]), row])));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of one colour (the server checks content and re-encodes, so it must decode). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat());
  return encodePng(
    width,
    Array.from({ length: height }, () => row),
  );
}

/** A PNG of noise: it does not compress, so `side` px a side weigh about 3·side² bytes. */
export function noisePng(side: number): Buffer {
  return encodePng(
    side,
    Array.from({ length: side }, () => randomBytes(side * 3)),
  );
}
