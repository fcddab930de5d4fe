import { asc, eq } from 'drizzle-orm';
import { plainRate, type AdminCurrencyRate, type ConvertedCurrency } from '@curio/shared';
import type { Db } from '../db/client';
import { currencyRates, users } from '../db/schema';

/** The rates admins have set, by currency code, with the name of who set each. */
export async function readCurrencyRates(db: Db): Promise<AdminCurrencyRate[]> {
  const rows = await db
    .select({
      currency: currencyRates.currency,
      perCny: currencyRates.perCny,
      setAt: currencyRates.setAt,
      setBy: users.username,
    })
    .from(currencyRates)
    .leftJoin(users, eq(users.id, currencyRates.setBy))
    .orderBy(asc(currencyRates.currency));
  return rows.map((row) => ({
    // Only the admin routes write the table, and they take only these codes.
    currency: row.currency as ConvertedCurrency,
    perCny: plainRate(row.perCny),
    setAt: row.setAt.toISOString(),
    setBy: row.setBy,
  }));
}
