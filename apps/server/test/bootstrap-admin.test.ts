import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/bootstrap-admin';
import { verifyPassword } from '../src/accounts/passwords';
import { users } from '../src/db/schema';
import { createUser } from './helpers/fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

describe('the configured admin', () => {
  const admin = { username: 'Boss', email: 'Boss@Example.com', password: 'Secret123' };

  it('is created once, then left alone', async () => {
    expect(await ensureAdmin(t.database.db, admin)).toBe('created');
    expect(await ensureAdmin(t.database.db, admin)).toBe('unchanged');
    const rows = await t.database.db.select().from(users).where(eq(users.username, 'Boss'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('ADMIN');
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gets its password and role back when they changed', async () => {
    await t.database.db
      .update(users)
      .set({ role: 'USER', frozen: true })
      .where(eq(users.username, 'Boss'));
    expect(await ensureAdmin(t.database.db, { ...admin, password: 'Another123' })).toBe('updated');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'Boss'));
    expect(row?.role).toBe('ADMIN');
    expect(row?.frozen).toBe(false);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Another123')).toBe(true);
    expect(row?.tokenVersion).toBeGreaterThan(0);
  });

  it('promotes an existing account with that email, case-insensitively', async () => {
    const user = await createUser(t.database.db, { username: 'plain', email: 'owner@example.com' });
    expect(
      await ensureAdmin(t.database.db, {
        username: 'owner',
        email: 'OWNER@example.com',
        password: 'Password123',
      }),
    ).toBe('updated');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('ADMIN');
  });
});
