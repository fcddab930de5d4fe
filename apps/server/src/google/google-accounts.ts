import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../accounts/user-view';
import type { OidcIdentity } from './oidc';

function usernameBase(identity: OidcIdentity): string {
  const source = identity.email?.split('@')[0] ?? identity.name ?? 'user';
  const cleaned = source
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 40);
  return cleaned.length >= 2 ? cleaned : 'user';
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  return Boolean(row);
}

async function uniqueUsername(db: Db, identity: OidcIdentity): Promise<string> {
  const base = usernameBase(identity);
  if (!(await usernameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(1000, 100_000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

/**
 * The account of a Google identity: the one linked to its subject; else the one with its email when
 * Google says the email is verified (then linked); else a new USER with a unique username.
 */
export async function accountForGoogle(db: Db, identity: OidcIdentity): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return linked;
  if (!identity.email) throw new Error('Google gave no email');
  const email = identity.email.toLowerCase();
  const [sameEmail] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (sameEmail) {
    if (!identity.emailVerified) throw new Error('Email not verified by Google');
    const [updated] = await db
      .update(users)
      .set({ googleSubject: identity.subject, updatedAt: new Date() })
      .where(eq(users.id, sameEmail.id))
      .returning();
    return updated ?? sameEmail;
  }
  const [created] = await db
    .insert(users)
    .values({
      username: await uniqueUsername(db, identity),
      email,
      googleSubject: identity.subject,
    })
    .returning();
  if (!created) throw new Error('Could not create the account');
  return created;
}
