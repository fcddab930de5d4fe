import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadRequests, type LoadResult } from './load-run';

interface LoadJob {
  base: string;
  load: LoadRequests;
  seconds: number;
  connections: number;
}

/**
 * `runLoad` in a process of its own: a load generator sharing the measuring process's event loop
 * delays that process's own timings (a probe's replies wait behind hundreds of load replies a
 * second), which would be charged to the server.
 *
 * With `niceness` (Linux: 1–19), the load process yields the CPU to everything else: it stands in
 * for clients on other machines, and at equal priority on the same cores it takes the time the
 * server and the measuring process need.
 */
export function runLoadElsewhere(
  base: string,
  load: LoadRequests,
  seconds: number,
  connections: number,
  niceness = 0,
): Promise<LoadResult> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (niceness > 0 && child.pid !== undefined) setPriority(child.pid, niceness);
  return new Promise((done, fail) => {
    child.once('message', (result) => done(result as LoadResult));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) fail(new Error(`The load process ended with code ${code}.`));
    });
    child.send({ base, load, seconds, connections } satisfies LoadJob);
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (job: LoadJob) => {
    void runLoad(job.base, job.load, job.seconds, job.connections).then((result) => {
      process.send?.(result, () => process.exit(0));
    });
  });
}
