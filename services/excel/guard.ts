// Uploaded workbooks are hostile input. Before exceljs sees a byte we check that the file is a
// real, modest .xlsx: the zip magic, the zip's own directory, the parts every workbook has, and
// how big the entries are when unpacked (a zip bomb is refused without being unpacked in full).
import { en } from '../../domain/i18n/en';
import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../domain/errors';

export const EXCEL_LIMITS = {
  /** The upload itself. */
  maxFileBytes: 5 * 1024 * 1024,
  /** All entries unpacked together. */
  // exceljs holds the whole workbook in memory; 20,000 rows of our sheets unpack to far less.
  maxUnpackedBytes: 16 * 1024 * 1024,
  maxEntries: 1000,
  /** Unpacked/packed ratio above which an entry of more than 1 MB counts as a bomb. */
  maxRatio: 200,
  maxRows: 20_000,
} as const;

export const EXCEL_MESSAGES = en.errors.excel;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

type Entry = { name: string; method: number; packed: number; unpacked: number; localOffset: number };

/** Throws an AppError unless `bytes` is a sound .xlsx within EXCEL_LIMITS. */
export function assertSafeXlsx(bytes: Uint8Array): void {
  if (bytes.byteLength > EXCEL_LIMITS.maxFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.tooLarge);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 22 || data.readUInt32LE(0) !== LOCAL_HEADER)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  const entries = readCentralDirectory(data);
  const names = new Set(entries.map((entry) => entry.name));
  if (!REQUIRED_PARTS.every((part) => names.has(part)))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);

  let declared = 0;
  for (const entry of entries) {
    declared += entry.unpacked;
    const ratio = entry.unpacked / Math.max(entry.packed, 1);
    if (declared > EXCEL_LIMITS.maxUnpackedBytes || (entry.unpacked > 1024 * 1024 && ratio > EXCEL_LIMITS.maxRatio)) {
      throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.bomb);
    }
  }
  // The directory could lie about sizes: unpack each entry with a hard cap at its declared size.
  for (const entry of entries) checkEntry(data, entry);
}

function readCentralDirectory(data: Buffer): Entry[] {
  // The end-of-directory record sits in the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx); // ZIP64: no workbook needs it
  if (count > EXCEL_LIMITS.maxEntries) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.bomb);
  if (offset + size > end) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);

  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_HEADER)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
    const method = data.readUInt16LE(at + 10);
    const packed = data.readUInt32LE(at + 20);
    const unpacked = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== 0 && method !== 8) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
    if (packed === 0xffffffff || unpacked === 0xffffffff) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.bomb);
    entries.push({ name, method, packed, unpacked, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function checkEntry(data: Buffer, entry: Entry): void {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.packed);
  if (packed.length !== entry.packed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  if (entry.method === 0) {
    if (entry.packed !== entry.unpacked) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
    return;
  }
  let unpacked: Buffer;
  try {
    // One byte of slack: output beyond the declared size means the directory lied.
    unpacked = inflateRawSync(packed, { maxOutputLength: entry.unpacked + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.bomb);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  }
  if (unpacked.length !== entry.unpacked) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.bomb);
}
