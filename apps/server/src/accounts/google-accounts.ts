import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import { users } from '../db/schema';
import { retireAccountTokens } from './account-tokens';
import { takenByAnother } from './credentials';
import { usernameColumns } from './username-skeleton';
import { endSessions } from './sessions';
import type { UserRow } from './user-view';
import { recordAudit } from '../audit/audit-log';
import type { OidcIdentity } from './oidc';

type Queries = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

function usernameBase(identity: OidcIdentity): string {
  const source = identity.email?.split('@')[0] ?? identity.name ?? 'user';
  const cleaned = source
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 40);
  return cleaned.length >= 2 ? cleaned : 'user';
}

/** Taken as it is, or by a look-alike (decision 025). */
async function usernameTaken(db: Queries, username: string): Promise<boolean> {
  return takenByAnother(db, undefined, [username], username);
}

async function uniqueUsername(db: Queries, identity: OidcIdentity): Promise<string> {
  const base = usernameBase(identity);
  if (!(await usernameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(1000, 100_000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

/**
 * Where an account's unproved address goes when Google vouches for it to someone else: an address
 * that can never receive mail (RFC 2606 `.invalid`), unique, which its owner may replace.
 */
function releasedEmail(userId: number): string {
  return `released-${userId}-${randomBytes(4).toString('hex')}@email-released.invalid`;
}

/** Why a Google identity cannot sign in (the `error` of the web callback). */
type GoogleRefusal = 'no_email' | 'email_in_use';

/** What a Google identity leads to (decision 015). */
export type GoogleOutcome =
  /** The account to sign in (its two-factor login still applies). */
  | { kind: 'signin'; user: UserRow }
  /** An account with this verified address, not linked: the person proves it before linking. */
  | { kind: 'link'; user: UserRow }
  | { kind: 'refused'; reason: GoogleRefusal };

async function createGoogleAccount(
  db: Queries,
  identity: OidcIdentity,
  email: string,
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      ...usernameColumns(await uniqueUsername(db, identity)),
      email,
      emailVerified: identity.emailVerified,
      googleSubject: identity.subject,
    })
    .returning();
  if (!created) throw new Error('Could not create the account');
  return created;
}

/**
 * The account a Google identity signs in to:
 * - the account linked to its subject;
 * - an account whose address Google vouches for and whose owner proved it (email_verified):
 *   linked only after the person proves the account (`link`), never silently;
 * - an account holding the address without having proved it (anyone can sign up with any address):
 *   the address goes to the Google user, in a new account; the old account keeps its username and
 *   password but loses the address, its sessions and its mailed links (audit log `email_released`);
 * - otherwise a new USER; an address Google does not vouch for is never matched to an account.
 */
export async function resolveGoogleSignIn(db: Db, identity: OidcIdentity): Promise<GoogleOutcome> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return { kind: 'signin', user: linked };
  if (!identity.email) return { kind: 'refused', reason: 'no_email' };
  const email = identity.email.trim().toLowerCase();
  const [holder] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!holder) return { kind: 'signin', user: await createGoogleAccount(db, identity, email) };
  // Google does not vouch for the address, or the account is someone else's Google account.
  if (!identity.emailVerified || holder.googleSubject !== null)
    return { kind: 'refused', reason: 'email_in_use' };
  if (holder.emailVerified) return { kind: 'link', user: holder };
  return db.transaction(async (tx) => {
    const released = releasedEmail(holder.id);
    // Only while the account still holds the address unproved (a verification may just have won).
    const [taken] = await tx
      .update(users)
      .set({ email: released, pendingEmail: null, emailVerified: false })
      .where(
        and(
          eq(users.id, holder.id),
          eq(sql`lower(${users.email})`, email),
          eq(users.emailVerified, false),
          isNull(users.googleSubject),
        ),
      )
      .returning({ id: users.id });
    if (!taken) throw new Error('The address changed hands meanwhile');
    await endSessions(tx, holder.id);
    await retireAccountTokens(tx, holder.id, 'verify_email');
    await retireAccountTokens(tx, holder.id, 'password_reset');
    const created = await createGoogleAccount(tx, identity, email);
    await recordAudit(tx, {
      actorId: created.id,
      action: 'user.email_released',
      targetType: 'user',
      targetId: holder.id,
      details: { username: holder.username, email, newAccountId: created.id, via: 'google' },
    });
    return { kind: 'signin' as const, user: created };
  });
}

/** Why a Google account cannot be linked to an account. */
export type LinkRefusal = 'already_linked' | 'linked_elsewhere';

/**
 * Links the Google subject to the account (from the profile, or after the person proved the
 * account): refused when the account has another Google account or the subject has another account.
 */
export async function linkGoogleSubject(
  db: Db,
  userId: number,
  subject: string,
): Promise<{ linked: true } | { linked: false; reason: LinkRefusal }> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, subject));
  if (owner)
    return owner.id === userId ? { linked: true } : { linked: false, reason: 'linked_elsewhere' };
  try {
    const [updated] = await db
      .update(users)
      .set({ googleSubject: subject, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.googleSubject)))
      .returning({ id: users.id });
    return updated ? { linked: true } : { linked: false, reason: 'already_linked' };
  } catch (error) {
    // The unique index: the subject was linked to another account at the same moment.
    if (isUniqueViolation(error)) return { linked: false, reason: 'linked_elsewhere' };
    throw error;
  }
}
