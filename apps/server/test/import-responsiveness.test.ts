import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PHASES, type ImportLine } from '@curio/shared';
import { importCsv, importForm, importLines, importPhotos } from '../../../bench/lib/import-files';
import { tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A seller imports 5,000 rows (the realistic file of bench/csv-import.ts) on the embedded store
 * while another client reads the product list, over a real socket. How fast the list answers is
 * measured by bench/import-responsiveness.ts (the suite does not time); here: that it answers at
 * all while each phase of the import runs, and that the phases report true counts in order.
 */
const ROWS = 5000;
const PHOTOS = 50;

let t: TestApp;
let base = '';
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'SELLER' });
  token = await tokenFor(t.app, t.db, seller.id);
  // The names the generated rows use: the store's categories, colours and sizes.
  const admin = await createUser(t.db, { role: 'ADMIN' });
  await createProduct(t.db, {
    sellerId: admin.id,
    categories: ['Hoodies', 'Bags', 'Sneakers'],
    colors: ['Black', 'White', 'Navy'],
    sizes: ['S', 'M', 'L'],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

interface Seen {
  line: ImportLine;
  /** How many product-list replies had arrived when this line did. */
  pollsBefore: number;
}

describe('the product list during a 5,000-row import', () => {
  it('answers while every phase runs, and the phases count to their true totals in order', async () => {
    const [csv, zip] = [await importCsv(base, ROWS), await importPhotos()];
    // The catalogue index is loaded by the first read, before the import starts.
    expect((await fetch(`${base}/api/products`)).status).toBe(200);
    let polls = 0;
    const state = { importing: true };
    const seen: Seen[] = [];

    const importing$ = (async () => {
      try {
        const reply = await fetch(`${base}/api/products/import?mode=per-row`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: importForm(csv, zip),
        });
        expect(reply.status).toBe(200);
        for await (const line of importLines(reply)) seen.push({ line, pollsBefore: polls });
      } finally {
        state.importing = false;
      }
    })();
    const polling = (async () => {
      while (state.importing) {
        const reply = await fetch(`${base}/api/products?page=${(polls % 3) + 1}`);
        expect(reply.status).toBe(200);
        expect(((await reply.json()) as { totalElements: number }).totalElements).toBeGreaterThan(
          0,
        );
        polls++;
      }
    })();
    await Promise.all([importing$, polling]);

    const result = seen.at(-1)?.line;
    expect(result?.type === 'result' && result.created).toBe(ROWS);
    const progress = seen.flatMap(({ line, pollsBefore }) =>
      line.type === 'progress' ? [{ ...line, pollsBefore }] : [],
    );
    // In order: every line of a phase before the first of the next one.
    expect([...new Set(progress.map(({ phase }) => phase))]).toEqual(IMPORT_PHASES);
    expect(progress.map(({ phase }) => IMPORT_PHASES.indexOf(phase))).toEqual(
      progress.map(({ phase }) => IMPORT_PHASES.indexOf(phase)).sort((a, b) => a - b),
    );
    const totals = { rows: ROWS, images: PHOTOS, products: ROWS };
    for (const phase of IMPORT_PHASES) {
      const lines = progress.filter((line) => line.phase === phase);
      // Each phase counts up to its own true total, never past it.
      expect(lines.every(({ total }) => total === totals[phase])).toBe(true);
      expect(lines.map(({ done }) => done)).toEqual(
        lines.map(({ done }) => done).sort((a, b) => a - b),
      );
      expect(lines.at(-1)?.done).toBe(totals[phase]);
      // The list was answered between the phase's first and last report: the import let it in.
      const answered = (lines.at(-1)?.pollsBefore ?? 0) - (lines[0]?.pollsBefore ?? 0);
      expect(answered, `product-list replies during the ${phase} phase`).toBeGreaterThan(0);
    }
  }, 300_000);
});
