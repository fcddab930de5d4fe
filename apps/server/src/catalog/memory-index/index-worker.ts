import { setPriority } from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { CatalogIndex, type IndexedProduct } from './catalog-index';
import type { IndexReply, IndexRequest, WorkerMemory } from './index-protocol';
import { loadSnapshot, saveSnapshot } from './index-snapshot';
import { parseIndexedProducts } from './indexed-products';

/**
 * The thread that holds the catalogue index (docs/decisions/011): it parses the catalogue the main
 * thread reads, builds the index and answers its methods by name, one message after the other, so
 * a change posted before a query is applied before it is answered. index-client.ts starts it.
 */
const port = parentPort;
if (!port) throw new Error('index-worker.ts runs as a worker thread (index-client.ts).');

/**
 * When both want the CPU, the main thread goes first: its work is short (health checks, replies
 * from caches, writing to sockets) and waits behind a search otherwise. On Linux a thread's nice
 * value is its own (setpriority of "process" 0 is the calling thread); elsewhere this may lower
 * the whole process or be refused, which only costs the preference.
 */
const INDEX_THREAD_NICENESS = 10;
if (process.platform === 'linux') {
  try {
    setPriority(0, INDEX_THREAD_NICENESS);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

/**
 * The catalogue's chunks as posted, parsed one at a time while the index is built: never the
 * whole catalogue as objects at once (their text takes less memory).
 */
const chunks: string[] = [];
let index: CatalogIndex | undefined;

function* products(): Generator<IndexedProduct> {
  for (let json = chunks.shift(); json !== undefined; json = chunks.shift()) {
    yield* parseIndexedProducts(json);
  }
}

function built(): CatalogIndex {
  if (!index) throw new Error('The catalogue index is not built yet.');
  return index;
}

function invoke(name: string, args: unknown[]): unknown {
  const method: unknown = Reflect.get(CatalogIndex.prototype, name);
  if (name === 'constructor' || typeof method !== 'function') {
    throw new Error(`The catalogue index has no method ${name}.`);
  }
  return Reflect.apply(method as (...args: unknown[]) => unknown, built(), args);
}

function answer(request: Exclude<IndexRequest, { kind: 'add' }>): unknown {
  switch (request.kind) {
    case 'build':
      index = new CatalogIndex(products());
      return undefined;
    case 'update': {
      const products = parseIndexedProducts(request.json);
      const present = new Set(products.map((product) => product.id));
      built().apply(
        products,
        request.ids.filter((id) => !present.has(id)),
      );
      return undefined;
    }
    case 'call':
      return invoke(request.method, request.args);
    case 'memory':
      return memory();
    case 'save':
      return saveSnapshot(built(), request.version, request.path, import.meta.url);
    case 'restore': {
      const restored = loadSnapshot(request.path, import.meta.url);
      if ('problem' in restored) return restored;
      index = restored.index;
      return { version: restored.version, otherCode: restored.otherCode };
    }
  }
}

/** Collects all garbage first, so only what is live counts: gc is exposed only when asked. */
function memory(): WorkerMemory {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  const statistics = v8.getHeapStatistics();
  return { heap: statistics.used_heap_size, external: statistics.external_memory };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

port.on('message', (request: IndexRequest) => {
  if (request.kind === 'add') {
    chunks.push(request.json);
    return;
  }
  let reply: IndexReply;
  try {
    reply = { id: request.id, value: answer(request), size: index?.size ?? 0 };
  } catch (error) {
    reply = { id: request.id, error: messageOf(error) };
  }
  port.postMessage(reply);
});
