import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { LRUCache } from 'lru-cache';
import { GapPostingLists } from '../search/gap-posting-lists';
import { PostingLists } from '../search/posting-lists';
import { SearchEngine } from '../search/search-engine';
import { SynonymTable } from '../search/synonym-table';
import { TermDictionary } from '../search/term-dictionary';
import { TextIndex } from '../search/text-index';
import { ScratchBits } from './bitset';
import { CatalogIndex } from './catalog-index';
import type { SnapshotVersion } from './index-protocol';
import { LookupCodes } from './lookup-codes';
import { PackedNames } from './packed-names';
import { SortedIds } from './sorted-ids';
import { WordTable } from './word-table';

/**
 * A built CatalogIndex written to one file of the data folder and read back by the next start
 * (docs/decisions/017): its typed arrays, maps and term lists as V8's serializer writes them, with
 * the catalogue version it follows (SnapshotVersion) and a SHA-256 of both. Layout: MAGIC, the
 * header's length (uint32 LE), the header (JSON), the digest (32 bytes) of header and body, the
 * body. A file that is truncated, altered or of another shape is refused with the reason, never
 * half-read; one written by other index code of the same shape is read and said to be so.
 */
const MAGIC = Buffer.from('CURIOIX1');
/**
 * Part of the shape: raise it when a field keeps its name and type but changes what it holds
 * (units, encoding), so that older snapshots are refused rather than read as merely stale.
 */
const FORMAT = 1;
const DIGEST_BYTES = 32;

/** The classes an index is made of: their fields are saved, their methods come from the code. */
const CLASSES = new Map<string, abstract new (...args: never[]) => object>([
  ['CatalogIndex', CatalogIndex],
  ['PackedNames', PackedNames],
  ['WordTable', WordTable],
  ['LookupCodes', LookupCodes],
  ['SortedIds', SortedIds],
  ['PostingLists', PostingLists],
  ['GapPostingLists', GapPostingLists],
  ['TermDictionary', TermDictionary],
  ['TextIndex', TextIndex],
  ['SearchEngine', SearchEngine],
  ['SynonymTable', SynonymTable],
]);

/** Caches and scratch space start empty; closures (comparisons, callbacks) are made anew. */
const isTransient = (value: unknown) =>
  typeof value === 'function' || value instanceof LRUCache || value instanceof ScratchBits;

const CLASS_TAG = '\u0000class';

interface ClassNode {
  [CLASS_TAG]: string;
  fields: Record<string, unknown>;
}

function classNameOf(value: object): string | undefined {
  for (const [name, type] of CLASSES)
    if (Object.getPrototypeOf(value) === type.prototype) return name;
  return undefined;
}

function isClassNode(value: unknown): value is ClassNode {
  return typeof value === 'object' && value !== null && CLASS_TAG in value;
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** An array's or a map's copy with each item converted, known to `done` before its items. */
function copyContainer(
  value: unknown[] | Map<unknown, unknown>,
  done: Map<object, unknown>,
  convert: (item: unknown) => unknown,
): unknown {
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    done.set(value, items);
    for (const item of value) items.push(convert(item));
    return items;
  }
  const entries = new Map<unknown, unknown>();
  done.set(value, entries);
  for (const [key, item] of value) entries.set(key, convert(item));
  return entries;
}

/**
 * The index as values V8 serialises: each class instance becomes its name and its data fields.
 * An object met twice (the search engine's text index is the index's) becomes one value.
 */
function toPlain(value: unknown, done = new Map<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  const known = done.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value) || value instanceof Map) {
    return copyContainer(value, done, (item) => toPlain(item, done));
  }
  const name = classNameOf(value);
  if (name === undefined && !isPlainObject(value)) {
    throw new Error(`A ${value.constructor.name} cannot be saved in a snapshot.`);
  }
  const fields: Record<string, unknown> = {};
  const plain = name === undefined ? fields : ({ [CLASS_TAG]: name, fields } satisfies ClassNode);
  done.set(value, plain);
  for (const [key, field] of Object.entries(value)) {
    if (!isTransient(field)) fields[key] = toPlain(field, done);
  }
  return plain;
}

function fromPlain(value: unknown, done: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  const known = done.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value) || value instanceof Map) {
    return copyContainer(value, done, (item) => fromPlain(item, done));
  }
  if (isClassNode(value)) {
    const type = CLASSES.get(value[CLASS_TAG]);
    if (!type) throw new Error(`Unknown class ${value[CLASS_TAG]}.`);
    return restoreInto(Object.create(type.prototype as object) as object, value, done);
  }
  const fields: Record<string, unknown> = {};
  done.set(value, fields);
  for (const [key, item] of Object.entries(value)) fields[key] = fromPlain(item, done);
  return fields;
}

/**
 * Puts the saved fields into `target`, a new instance: its own closures (which reach the index
 * through `this`), caches and scratch space stay; a field holding an instance of the same class
 * is filled in place, so whatever else refers to it sees the saved data.
 */
function restoreInto<T extends object>(
  target: T,
  node: ClassNode,
  done = new Map<object, unknown>(),
): T {
  done.set(node, target);
  const fields = target as Record<string, unknown>;
  for (const [key, saved] of Object.entries(node.fields)) {
    const current = fields[key];
    if (
      isClassNode(saved) &&
      !done.has(saved) &&
      typeof current === 'object' &&
      current !== null &&
      classNameOf(current) === saved[CLASS_TAG]
    ) {
      restoreInto(current, saved, done);
    } else {
      fields[key] = fromPlain(saved, done);
    }
  }
  return target;
}

/** The classes and data fields of an index: a snapshot of another shape is refused. */
function shapeOf(value: unknown, seen = new Set<string>()): string[] {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return [];
  const name = classNameOf(value);
  if (name === undefined || seen.has(name)) return [];
  seen.add(name);
  const lines: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (isTransient(field)) continue;
    const type = ArrayBuffer.isView(field) ? `: ${field.constructor.name}` : '';
    lines.push(`${name}.${key}${type}`, ...shapeOf(field, seen));
  }
  return lines.sort();
}

const shape = (index: CatalogIndex) =>
  createHash('sha256')
    .update(`format ${FORMAT}\n${shapeOf(index).join('\n')}`)
    .digest('hex');

/**
 * What the index's code is: the bundled worker (its imports are chunks named by their content
 * hash), or from source every TypeScript file of the catalogue and the shared package. A snapshot
 * written by other code is refused: its words may have been analysed by other rules.
 */
function codeOf(workerUrl: string): string {
  const hash = createHash('sha256');
  const workerFile = fileURLToPath(workerUrl);
  if (extname(workerFile) !== '.ts') return hash.update(readFileSync(workerFile)).digest('hex');
  const catalogFolder = dirname(dirname(workerFile));
  const sharedFolder = join(catalogFolder, '../../../../packages/shared/src');
  for (const folder of [catalogFolder, sharedFolder]) {
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex');
}

let codeIdentity: string | undefined;
const code = (workerUrl: string) => (codeIdentity ??= codeOf(workerUrl));

interface Header {
  version: SnapshotVersion;
  products: number;
  code: string;
  shape: string;
  bodyBytes: number;
}

/**
 * Writes the index and the version it follows to `path` (through a temporary file renamed over
 * it, so a reader never sees half a file); returns the bytes written.
 */
export function saveSnapshot(
  index: CatalogIndex,
  version: SnapshotVersion,
  path: string,
  workerUrl: string,
): number {
  const body = v8.serialize(toPlain(index));
  const header = Buffer.from(
    JSON.stringify({
      version,
      products: index.size,
      code: code(workerUrl),
      shape: shape(index),
      bodyBytes: body.length,
    } satisfies Header),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const digest = createHash('sha256').update(header).update(body).digest();
  const temporary = `${path}.${randomUUID()}.tmp`;
  const file = openSync(temporary, 'w');
  try {
    for (const part of [MAGIC, length, header, digest, body]) writeSync(file, part);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, path);
  return MAGIC.length + 4 + header.length + DIGEST_BYTES + body.length;
}

export type RestoredSnapshot =
  | {
      index: CatalogIndex;
      version: SnapshotVersion;
      /** Written by other index code (a deploy): it answers, as a stale one, until rebuilt. */
      otherCode: boolean;
    }
  | { problem: string };

/** Reads a snapshot saveSnapshot wrote, or says why it cannot be used. */
export function loadSnapshot(path: string, workerUrl: string): RestoredSnapshot {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch (error) {
    return { problem: `unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (file.length < MAGIC.length + 4 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    return { problem: 'not a catalogue index snapshot' };
  }
  const headerLength = file.readUInt32LE(MAGIC.length);
  const headerEnd = MAGIC.length + 4 + headerLength;
  const bodyStart = headerEnd + DIGEST_BYTES;
  if (bodyStart > file.length) return { problem: 'truncated' };
  const header = file.subarray(MAGIC.length + 4, headerEnd);
  const body = file.subarray(bodyStart);
  const digest = createHash('sha256').update(header).update(body).digest();
  if (!digest.equals(file.subarray(headerEnd, bodyStart))) {
    return { problem: 'its checksum does not match (truncated or altered)' };
  }
  const meta = JSON.parse(header.toString('utf8')) as Header;
  if (meta.bodyBytes !== body.length) return { problem: 'its length does not match' };
  const index = new CatalogIndex();
  if (meta.shape !== shape(index)) return { problem: 'of another shape' };
  const saved = v8.deserialize(body) as unknown;
  if (!isClassNode(saved) || saved[CLASS_TAG] !== 'CatalogIndex') {
    return { problem: 'not a catalogue index' };
  }
  restoreInto(index, saved);
  if (index.size !== meta.products) return { problem: 'its product count does not match' };
  return { index, version: meta.version, otherCode: meta.code !== code(workerUrl) };
}
