import type { TestApp } from './test-app';
import { tokenFor } from './auth';
import { createUser, type UserFixture } from './fixtures';

/** An admin, and a user and a seller who must be refused what only admins may do, with tokens. */
export async function createAdminAndOthers(t: TestApp): Promise<{
  admin: UserFixture;
  tokens: { admin: string; user: string; seller: string };
}> {
  const admin = await createUser(t.db, { role: 'ADMIN' });
  return {
    admin,
    tokens: {
      admin: await tokenFor(t.app, t.db, admin.id),
      user: await tokenFor(t.app, t.db, (await createUser(t.db)).id),
      seller: await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'SELLER' })).id),
    },
  };
}
