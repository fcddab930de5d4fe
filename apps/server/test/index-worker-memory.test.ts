import { afterEach, describe, expect, it } from 'vitest';
import { IndexClient, startIndexWorker } from '../src/catalog/memory-index/index-client';

/** The benchmark asks the index worker for its live memory (bench/search-latency.ts). */
describe('index worker memory', () => {
  const clients: IndexClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.terminate()));
    clients.length = 0;
  });

  async function builtWith(products: number): Promise<IndexClient> {
    const client = new IndexClient(startIndexWorker(), () => undefined);
    clients.push(client);
    const tuples = Array.from({ length: products }, (_, i) => [
      i + 1,
      `Product ${i} model X${i}`,
      10 + (i % 50),
      1_700_000_000_000 + i,
      1 + (i % 7),
      [1 + (i % 5)],
      [1 + (i % 3)],
      null,
      `Description ${i}`,
    ]);
    client.add(JSON.stringify(tuples));
    await client.build();
    return client;
  }

  it('reports more live memory for an index of 50,000 products than for an empty one', async () => {
    const empty = await (await builtWith(0)).memory();
    const full = await (await builtWith(50_000)).memory();
    expect(empty.heap).toBeGreaterThan(0);
    expect(full.heap + full.external).toBeGreaterThan(empty.heap + empty.external + 1024 * 1024);
  }, 60_000);
});
