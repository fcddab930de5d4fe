import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** The demo store is seeded into a store without any product, and only there. */
export async function needsDemoSeeding(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  return (existing?.n ?? 0) === 0;
}
