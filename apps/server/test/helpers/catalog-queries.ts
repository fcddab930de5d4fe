import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pageSchema, productSchema } from '@curio/shared';
import type { Db } from '../../src/db/client';
import { createProduct, type ProductFixture } from './fixtures';

const productPage = pageSchema(productSchema);
const DAY_MS = 86_400_000;

/** Creates the products a day apart from 2025-01-01, in order: the last is the newest. */
export async function createProductsDaysApart(db: Db, items: ProductFixture[]): Promise<void> {
  for (const [i, item] of items.entries()) {
    await createProduct(db, { ...item, createdAt: new Date(Date.UTC(2025, 0, 1) + i * DAY_MS) });
  }
}

/** The names `GET /api/products?{query}` lists, in its order. */
export async function listedNames(app: FastifyInstance, query: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productPage.parse(res.json()).content.map((p) => p.name);
}
