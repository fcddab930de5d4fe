/**
 * Memory of the embedded default (`npm start`: PGlite, demo store): starts the built server on a
 * throwaway data folder, samples its resident memory while the first start seeds the demo store,
 * sends a few storefront requests, lets it idle, then stops it and does the same for a second
 * (warm) start on the same folder. Prints the peak and the idle figure of each beside the targets.
 *
 *   npm run build && npx tsx bench/memory.ts [--idle-seconds 20] [--port 3420] [--json out.json]
 *     [--server other/apps/server/dist/main.js]
 *
 * Peak: the kernel's high-water mark of the server's resident set (VmHWM), or the largest sampled
 * sum over the server and any process it started, whichever is larger. Idle: the resident set
 * (VmRSS, plus any child process) after the requests and `--idle-seconds` of quiet.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { requireBuild, startServer } from './lib/demo-store';
import { statusKb } from './lib/process-memory';

const TARGET_PEAK_MB = 500;
const TARGET_IDLE_MB = 250;
const SAMPLE_MS = 100;

interface Options {
  idleSeconds: number;
  port: number;
  json: string | undefined;
  server: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { idleSeconds: 20, port: 3420, json: undefined, server: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => argv[++i] ?? '';
    if (arg === '--idle-seconds') options.idleSeconds = Number(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--json') options.json = resolve(value());
    else if (arg === '--server') options.server = resolve(value());
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!(options.idleSeconds >= 0)) throw new Error('--idle-seconds must be a number ≥ 0');
  return options;
}

/** The process and every process it started (worker threads share the process's memory). */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of listed ? listed.split(/\s+/) : []) children.push(Number(child));
    }
  } catch {
    // exited meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, each) => sum + statusKb(each, 'VmRSS'), 0) / 1024;
}

/** Samples the tree's resident set until stopped; `peak` is the largest sample so far. */
function sampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, SAMPLE_MS);
  return {
    peakMb: () => Math.max(peak, statusKb(pid, 'VmHWM') / 1024),
    stop: () => clearInterval(timer),
  };
}

/** What a first visitor makes the server do: pages rendered, lists, a search, facets, images. */
async function browse(base: string): Promise<void> {
  const get = async (path: string) => {
    const reply = await fetch(base + path);
    const body = Buffer.from(await reply.arrayBuffer());
    if (!reply.ok) throw new Error(`GET ${path} answered ${reply.status}`);
    return body;
  };
  await get('/api/health');
  const list = JSON.parse((await get('/api/products?size=24')).toString()) as {
    content?: { id: number; imageUrl?: string | null }[];
  };
  const products = list.content ?? [];
  for (const path of [
    '/',
    '/products',
    '/api/products?page=1&size=24&sort=price_asc',
    '/api/products?name=hodie',
    '/api/products/facets',
    ...products.slice(0, 4).flatMap((p) => [`/products/${p.id}`, `/api/products/${p.id}/similar`]),
  ]) {
    await get(path);
  }
  const image = products[0]?.imageUrl;
  if (image) await get(image);
}

interface StartFigures {
  start: string;
  readyS: number;
  peakMb: number;
  idleMb: number;
}

async function measureStart(
  start: string,
  options: Options,
  dataDir: string,
): Promise<StartFigures> {
  let watch: ReturnType<typeof sampler> | undefined;
  const began = performance.now();
  const child: ChildProcess = await startServer({
    port: options.port,
    dataDir,
    timeoutMs: 10 * 60_000,
    ...(options.server ? { entry: options.server } : {}),
    onSpawn: (spawned) => {
      watch = sampler(spawned.pid ?? 0);
    },
  });
  const readyS = (performance.now() - began) / 1000;
  const pid = child.pid ?? 0;
  try {
    await browse(`http://127.0.0.1:${options.port}`);
    await new Promise((done) => setTimeout(done, options.idleSeconds * 1000));
    return {
      start,
      readyS: Number(readyS.toFixed(1)),
      peakMb: Number((watch?.peakMb() ?? 0).toFixed(1)),
      idleMb: Number(treeRssMb(pid).toFixed(1)),
    };
  } finally {
    watch?.stop();
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.server) requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-memory-'));
  try {
    const first = await measureStart('first (seeds the demo store)', options, dataDir);
    const warm = await measureStart('second (warm)', options, dataDir);
    const verdict = (mb: number, target: number) => (mb <= target ? 'met' : 'NOT met');
    console.table(
      [first, warm].map((row) => ({
        start: row.start,
        'ready s': row.readyS,
        'peak MB': row.peakMb,
        [`peak ≤ ${TARGET_PEAK_MB}`]: verdict(row.peakMb, TARGET_PEAK_MB),
        'idle MB': row.idleMb,
        [`idle ≤ ${TARGET_IDLE_MB}`]: verdict(row.idleMb, TARGET_IDLE_MB),
      })),
    );
    console.log(
      `Idle after ${options.idleSeconds} s, following a first visit (pages, lists, a search, facets, an image).`,
    );
    if (options.json) {
      writeFileSync(
        options.json,
        JSON.stringify({ idleSeconds: options.idleSeconds, first, warm }),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
