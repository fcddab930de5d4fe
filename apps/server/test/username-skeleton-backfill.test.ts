import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/bootstrap-admin';
import { fillUsernameSkeletons } from '../src/accounts/username-skeleton-backfill';
import { users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Decision 025: accounts made before the skeleton column get theirs at start-up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account as the migration leaves it: its username as stored then, no skeleton. */
async function accountFromBefore(username: string): Promise<UserFixture> {
  const user = await createUser(t.db);
  await t.db.update(users).set({ username, usernameSkeleton: null }).where(eq(users.id, user.id));
  return { ...user, username };
}

async function skeletonsOf(...accounts: UserFixture[]) {
  const rows = await t.db
    .select({ id: users.id, skeleton: users.usernameSkeleton })
    .from(users)
    .where(
      inArray(
        users.id,
        accounts.map((account) => account.id),
      ),
    );
  return accounts.map((account) => rows.find((row) => row.id === account.id)?.skeleton);
}

describe('filling in username skeletons', () => {
  let older: UserFixture;
  let lookAlike: UserFixture;
  let mixed: UserFixture;
  let plain: UserFixture;

  beforeAll(async () => {
    older = await accountFromBefore('mingstudio');
    lookAlike = await accountFromBefore('rningstudio');
    mixed = await accountFromBefore('mіngstudio');
    plain = await accountFromBefore('ｈａｒｂｏｒ');
  });

  async function edit(account: UserFixture, username: string) {
    return t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/edit',
      headers: bearer(await tokenFor(t.app, t.db, account.id)),
      payload: { username, email: account.email },
    });
  }

  it.each([
    ['gives each account its skeleton; of two look-alikes, the older only, without failing', 2],
    ['is idempotent: a second start changes nothing', 0],
  ])('%s', async (_what, filled) => {
    expect(await fillUsernameSkeletons(t.db)).toEqual({ filled, lookAlikes: 2 });
    const expected = ['rningstudio', null, null, 'harbor'];
    expect(await skeletonsOf(older, lookAlike, mixed, plain)).toEqual(expected);
  });

  it('lets both keep their names and edit their profiles, and refuses a new look-alike', async () => {
    expect((await edit(older, older.username)).statusCode).toBe(200);
    expect((await edit(lookAlike, lookAlike.username)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: { username: 'rningstudio', email: 'new@example.com', password: 'Sunshine9' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'accountExists' });
  });

  it('asks an account whose name the rules now refuse for a new one at its next edit', async () => {
    const kept = await edit(mixed, mixed.username);
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toMatchObject({
      fieldErrors: {
        username: 'Username cannot mix letters of different alphabets, such as Latin and Cyrillic',
      },
    });
    expect((await edit(mixed, 'mingstudio2')).statusCode).toBe(200);
    expect(await skeletonsOf(mixed)).toEqual(['rningstudio2']);
  });

  it('stores a name kept from before in its NFKC form at the next edit', async () => {
    expect((await edit(plain, plain.username)).json()).toMatchObject({
      user: { username: 'harbor' },
    });
  });

  it('refuses a configured admin name that looks like an account, naming the variable', async () => {
    await expect(
      ensureAdmin(t.db, {
        username: 'MINGSTUDI0',
        email: 'root@example.com',
        password: 'Admin1234',
      }),
    ).rejects.toThrow(/^ADMIN_USERNAME MINGSTUDI0 looks like the username of another account/);
  });
});
