/**
 * Measures routes of a running Curio server side by side, in one run, against a baseline route of
 * the same server (these machines are shared and noisy: compare ratios, not absolute figures).
 *
 *   npx tsx bench/http-compare.ts [--base http://127.0.0.1:3000] [--seconds 10] [--connections 20] \
 *     [--baseline /api/health] /api/products "/api/products?sort=price_asc"
 */
import autocannon from 'autocannon';

interface Options {
  base: string;
  seconds: number;
  connections: number;
  baseline: string;
  paths: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    base: 'http://127.0.0.1:3000',
    seconds: 10,
    connections: 20,
    baseline: '/api/health',
    paths: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => argv[++i] ?? '';
    if (arg === '--base') options.base = value();
    else if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--baseline') options.baseline = value();
    else options.paths.push(arg);
  }
  if (options.paths.length === 0) options.paths.push('/api/products');
  return options;
}

async function measure(url: string, options: Options) {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const options = parseArgs(process.argv.slice(2));
const rows = [];
const baseline = await measure(options.base + options.baseline, options);
rows.push({ ...baseline, ratio: 1 });
for (const path of options.paths) {
  const row = await measure(options.base + path, options);
  rows.push({
    ...row,
    ratio: Number((row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
  });
}
console.table(rows);
