import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { LIMITS } from '@curio/shared';
import { badRequest, payloadTooLarge } from '../../http/errors';

/** The name a row uses for a ZIP entry: its file name without folders, lower-cased. */
export const zipImageName = (name: string) => (name.split('/').pop() ?? '').trim().toLowerCase();

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The size the directory declares: a file that inflates to anything else is refused. */
  size: number;
  localOffset: number;
}

// On libuv's threads: a ZIP of phone photos inflates without holding the event loop.
const inflate = promisify(inflateRaw);

const invalid = () => badRequest('importZipInvalid', { images: 'importZipInvalid' });

/** The central directory's entries (no ZIP64, no encryption: neither fits an image upload). */
function directoryOf(zip: Buffer): ZipEntry[] {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(END_OF_DIRECTORY);
  const end = zip.lastIndexOf(signature);
  if (end < 0 || end + 22 > zip.length) throw invalid();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw invalid();
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (flags & 0x1 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw invalid();
    }
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * One entry's bytes. Inflating stops one byte past the declared size: a header that lies about
 * it (a ZIP bomb declaring a small file) costs no more than the size it declares.
 */
async function contentOf(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw invalid();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalid();
  let bytes: Buffer;
  if (entry.method === STORED) bytes = data;
  else if (entry.method !== DEFLATED) throw invalid();
  else if (entry.size === 0) bytes = Buffer.alloc(0);
  else {
    try {
      bytes = await inflate(data, { maxOutputLength: entry.size });
    } catch {
      throw invalid();
    }
  }
  if (bytes.length !== entry.size) throw invalid();
  return Buffer.from(bytes);
}

/** What the ZIP holds: its pictures by name, and the names of those too large to read. */
export interface ZipImages {
  images: Map<string, Buffer>;
  /** Name → the size the ZIP declares, in bytes: over `LIMITS.importZipImageBytesMax`. */
  tooLarge: Map<string, number>;
}

/**
 * The files of the ZIP by name. The declared sizes are checked before anything is inflated (each
 * entry at most `importZipImageBytesMax`, all together at most `importZipInflatedBytesMax`), and
 * no entry inflates past its declared size; a larger entry is named, so that its row can say so.
 */
export async function readZipImages(zip: Buffer | undefined): Promise<ZipImages> {
  const found: ZipImages = { images: new Map(), tooLarge: new Map() };
  if (!zip) return found;
  let entries = 0;
  let inflated = 0;
  const kept: [string, ZipEntry][] = [];
  for (const entry of directoryOf(zip)) {
    const name = zipImageName(entry.name);
    if (!name || name.startsWith('.') || entry.name.endsWith('/')) continue;
    entries += 1;
    if (entries > LIMITS.importZipImagesMax) throw payloadTooLarge('importZipTooLarge');
    if (entry.size > LIMITS.importZipImageBytesMax) {
      found.tooLarge.set(name, entry.size);
      continue;
    }
    inflated += entry.size;
    if (inflated > LIMITS.importZipInflatedBytesMax) throw payloadTooLarge('importZipTooLarge');
    kept.push([name, entry]);
  }
  for (const [name, entry] of kept) found.images.set(name, await contentOf(zip, entry));
  return found;
}
