import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { serviceUnavailable } from '../../http/errors';
import type { CatalogIndex } from './catalog-index';
import type {
  IndexMethod,
  IndexReply,
  IndexRequest,
  SnapshotOutcome,
  SnapshotVersion,
  WorkerMemory,
} from './index-protocol';

/** A CatalogIndex method called in the worker: the same arguments, its result once answered. */
export type IndexCall = <M extends IndexMethod>(
  method: M,
  ...args: Parameters<CatalogIndex[M]>
) => Promise<ReturnType<CatalogIndex[M]>>;

/**
 * A worker thread running index-worker.ts: `index-worker.js` beside the bundle's chunks in dist/
 * (build.mjs makes it an entry point), `index-worker.ts` from source (tsx, vitest). Node 20 does
 * not pass `--import` on to workers, so from source the worker registers tsx itself.
 */
export function startIndexWorker(): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./index-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return new Worker(entry);
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); ` +
      `return import(${JSON.stringify(entry.href)}); });`,
    { eval: true },
  );
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Request = IndexRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * The main thread's side of one index worker. Requests are answered in the order they were
 * posted. When the worker dies (an uncaught error, out of memory, exited) every request waiting
 * and every later one fails with a 503, and `onFailure` hears of it once.
 */
export class IndexClient {
  /** Products in the index, as of the worker's last answer. */
  size = 0;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private stopped = false;
  private retiring = false;

  constructor(
    private readonly worker: Worker,
    onFailure: (error: Error) => void,
  ) {
    // Only a request waiting for an answer keeps the process alive.
    worker.unref();
    worker.on('message', (reply: IndexReply) => {
      this.settle(reply);
    });
    const failed = (error: Error) => {
      if (this.stopped) return;
      this.stop();
      onFailure(error);
    };
    worker.on('error', failed);
    worker.on('exit', (code) => {
      failed(new Error(`The catalogue index worker stopped (exit code ${code}).`));
    });
  }

  /** Posts a chunk of the catalogue to load (JSON text of catalog-source.ts). */
  add(json: string): void {
    if (!this.stopped) this.worker.postMessage({ kind: 'add', json } satisfies IndexRequest);
  }

  /** Builds the index of the chunks added. */
  async build(): Promise<void> {
    await this.request({ kind: 'build' });
  }

  /** Brings the products of `ids` up to date: `json` holds those that still exist. */
  async update(json: string, ids: number[]): Promise<void> {
    await this.request({ kind: 'update', json, ids });
  }

  /** The worker's live memory after a full garbage collection (for the benchmark). */
  async memory(): Promise<WorkerMemory> {
    return (await this.request({ kind: 'memory' })) as WorkerMemory;
  }

  /** Writes the index to a snapshot file; the bytes written. */
  async save(path: string, version: SnapshotVersion): Promise<number> {
    return (await this.request({ kind: 'save', path, version })) as number;
  }

  /** Takes the index of a snapshot file, or says why not (the worker's index is then unchanged). */
  async restore(path: string): Promise<SnapshotOutcome> {
    return (await this.request({ kind: 'restore', path })) as SnapshotOutcome;
  }

  call: IndexCall = (method, ...args) =>
    this.request({ kind: 'call', method, args }) as Promise<
      ReturnType<CatalogIndex[typeof method]>
    >;

  /** Stops the worker once the requests already posted are answered. */
  retire(): void {
    this.retiring = true;
    if (this.waiting.size === 0) void this.terminate();
  }

  /** Stops the worker now: requests still waiting fail. */
  async terminate(): Promise<void> {
    this.stop();
    await this.worker.terminate();
  }

  private stop(): void {
    this.stopped = true;
    for (const { reject } of this.waiting.values())
      reject(serviceUnavailable('serviceUnavailable'));
    this.waiting.clear();
  }

  private request(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(serviceUnavailable('serviceUnavailable'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id } satisfies IndexRequest);
    });
  }

  private settle(reply: IndexReply): void {
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ('error' in reply) {
      waiting?.reject(new Error(`Catalogue index: ${reply.error}`));
    } else {
      this.size = reply.size;
      waiting?.resolve(reply.value);
    }
    if (this.retiring && this.waiting.size === 0) void this.terminate();
  }
}
