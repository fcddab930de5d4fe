import { fork, type ChildProcess } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { helperProcessEnv } from '../config';
import type { EncodedProductImage } from '../media/product-images';
import type { ProductArtSpec } from './art-spec';

export interface ArtRequest {
  id: number;
  spec: ProductArtSpec;
}

export type ArtReply = { id: number; encoded: EncodedProductImage } | { id: number; error: string };

export interface ArtRenderer {
  /** Every stored variant of the spec's image, encoded. */
  render(spec: ProductArtSpec): Promise<EncodedProductImage>;
  /** Lets the renderer process exit (it has nothing left to do). */
  close(): void;
}

/**
 * The renderer process's entry beside this module: `art-process.ts` when running from source
 * (loaded through tsx, as the server is), `art-process.js` in the bundle (build.mjs makes it an
 * entry point of its own in dist/, beside the chunk that holds this code).
 */
function rendererEntry(): { path: string; execArgv: string[] } {
  const extension = extname(fileURLToPath(import.meta.url));
  const path = fileURLToPath(new URL(`./art-process${extension}`, import.meta.url));
  return { path, execArgv: extension === '.ts' ? ['--import', 'tsx'] : [] };
}

/** Starts the demo image renderer in a process of its own (see art-process.ts for why). */
export function startArtRenderer(): ArtRenderer {
  const entry = rendererEntry();
  const child: ChildProcess = fork(entry.path, [], {
    execArgv: entry.execArgv,
    serialization: 'advanced',
    // glibc gives each rendering thread an allocator arena of its own; two arenas do the same
    // work in about 100 MB less (bench/memory.ts).
    env: helperProcessEnv({ MALLOC_ARENA_MAX: '2' }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<
    number,
    { resolve: (encoded: EncodedProductImage) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let stopped: Error | undefined;

  const failAll = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  child.on('message', (message: ArtReply) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if ('error' in message) waiting?.reject(new Error(`Rendering a demo image: ${message.error}`));
    else waiting?.resolve(message.encoded);
  });
  child.on('error', failAll);
  child.on('exit', (code, signal) =>
    failAll(new Error(`The demo image renderer stopped (${signal ?? `exit code ${code}`}).`)),
  );

  return {
    render(spec) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, spec } satisfies ArtRequest);
      });
    },
    close() {
      if (child.connected) child.disconnect();
    },
  };
}
