/**
 * Memory of the page host under a crawler: starts the built server with the demo store, warms it
 * up, then asks for `--requests` distinct page addresses (searches, unknown parameters such as
 * tracking codes, unknown paths, pages of every language, products with extra parameters) with
 * `--connections` at a time, and prints the server's resident memory before and after, its
 * growth, and the growth as a ratio of the budget (150 MB for 12,000 addresses).
 *
 *   npm run build && npx tsx bench/page-addresses-memory.ts [--requests 12000] [--connections 8]
 *     [--heap-mb 300] [--json out.json]
 *
 * `--heap-mb` starts the server with `--max-old-space-size` (e.g. 300 with 50,000 requests: it
 * must answer every one and still be alive). Exits with 1 when the server died or answered a
 * status other than 200, 301, 302 or 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArgs, runScript } from './lib/args';
import { requireBuild, startServer } from './lib/demo-store';
import { rssMb } from './lib/process-memory';
import { freePort } from './lib/server-build';

const BUDGET_MB = 150;
const BUDGET_REQUESTS = 12_000;

/** Words shoppers search for, with a number so that each address is new. */
const WORDS = ['hoodie', 'jacket', 'sneakers', 'watch', 'bag', 'T恤', 'Kapuzenpullover', 'gorra'];
const LANGUAGES = ['', '/de', '/fr', '/es', '/zh'];

interface Options {
  requests: number;
  connections: number;
  heapMb: number | undefined;
  json: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    requests: BUDGET_REQUESTS,
    connections: 8,
    heapMb: undefined,
    json: undefined,
  };
  readArgs(argv, (arg, value) => {
    if (arg === '--requests') options.requests = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--heap-mb') options.heapMb = Number(value());
    else if (arg === '--json') options.json = value();
    else throw new Error(`unknown argument ${arg}`);
  });
  for (const key of ['requests', 'connections'] as const)
    if (!Number.isInteger(options[key]) || options[key] < 1)
      throw new Error(`--${key} must be a whole number ≥ 1`);
  return options;
}

/** The i-th distinct address: a crawler's mix of searches, parameters, paths and languages. */
function address(i: number, productIds: number[], sellerIds: number[]): string {
  const language = LANGUAGES[i % LANGUAGES.length] ?? '';
  const word = WORDS[i % WORDS.length] ?? 'hoodie';
  const product = productIds[i % productIds.length] ?? 1;
  const seller = sellerIds[i % sellerIds.length] ?? 1;
  switch (i % 6) {
    case 0:
      return `${language}/?query=${encodeURIComponent(`${word} ${String(i)}`)}`;
    case 1:
      return `${language}/?utm_source=crawler&utm_campaign=${String(i)}`;
    case 2:
      return `${language}/no-such-page-${String(i)}`;
    case 3:
      return `${language}/?page=${String(i % 40)}&sort=price_asc&fbclid=${String(i)}`;
    case 4:
      return `${language}/products/${String(product)}?ref=${String(i)}`;
    default:
      return `${language}/seller/${String(seller)}?gclid=${String(i)}`;
  }
}

async function ids(base: string): Promise<{ products: number[]; sellers: number[] }> {
  const reply = await fetch(`${base}/api/products?page=0&size=48`);
  const body = (await reply.json()) as { content: { id: number; user: { id: number } }[] };
  return {
    products: body.content.map((product) => product.id),
    sellers: [...new Set(body.content.map((product) => product.user.id))],
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  requireBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-page-memory-'));
  const base = `http://127.0.0.1:${String(port)}`;
  const child = await startServer({
    port,
    dataDir,
    timeoutMs: 600_000,
    env:
      options.heapMb === undefined
        ? {}
        : { NODE_OPTIONS: `--max-old-space-size=${String(options.heapMb)}` },
  });
  const pid = child.pid ?? 0;
  const server = { died: false };
  child.once('exit', () => (server.died = true));
  try {
    const { products, sellers } = await ids(base);
    // Warm-up: every kind of page once in every language, so that lazy loading is not counted.
    for (let i = 0; i < 60; i++)
      await (await fetch(`${base}${address(i, products, sellers)}`)).text();
    await new Promise((done) => setTimeout(done, 2_000));
    const before = rssMb(pid);
    const statuses = new Map<number, number>();
    let next = 60;
    const last = 60 + options.requests;
    let failures = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < last && !server.died) {
        const path = address(next++, products, sellers);
        try {
          const reply = await fetch(`${base}${path}`, {
            redirect: 'manual',
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          });
          await reply.arrayBuffer();
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        } catch {
          failures++;
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    const seconds = (Date.now() - started) / 1000;
    const after = server.died ? Number.NaN : rssMb(pid);
    await new Promise((done) => setTimeout(done, 5_000));
    const settled = server.died ? Number.NaN : rssMb(pid);
    const growth = after - before;
    const budget = (BUDGET_MB * options.requests) / BUDGET_REQUESTS;
    const unexpected = [...statuses].filter(([status]) => ![200, 301, 302, 404].includes(status));
    const result = {
      requests: options.requests,
      connections: options.connections,
      heapMb: options.heapMb ?? null,
      seconds,
      statuses: Object.fromEntries(statuses),
      failures,
      died: server.died,
      rssBeforeMb: Math.round(before),
      rssAfterMb: Math.round(after),
      rssSettledMb: Math.round(settled),
      growthMb: Math.round(growth),
      budgetMb: Math.round(budget),
    };
    console.log(
      `${String(options.requests)} distinct addresses in ${seconds.toFixed(1)} s ` +
        `(${String(options.connections)} at a time${options.heapMb ? `, heap ${String(options.heapMb)} MB` : ''}): ` +
        `statuses ${JSON.stringify(result.statuses)}, ${String(failures)} failed` +
        (server.died ? ', THE SERVER DIED' : ''),
    );
    console.log(
      `RSS ${result.rssBeforeMb} → ${result.rssAfterMb} MB (${result.rssSettledMb} MB 5 s later): ` +
        `growth ${result.growthMb} MB = ${(growth / budget).toFixed(2)}× the budget of ` +
        `${result.budgetMb} MB`,
    );
    if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
    if (server.died || failures > 0 || unexpected.length > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runScript(main);
