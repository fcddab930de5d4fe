import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Decision 025: look-alike usernames, at sign-up, at rename and at sign-in. */
let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
  const res = await signUp('mingstudio');
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const PASSWORD = 'Sunshine9';
const EXISTS = {
  status: 409,
  code: 'accountExists',
  message: 'Username or email already exists. Please try with different credentials.',
};

function signUp(username: string) {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    payload: { username, email: `shopper${counter}@example.com`, password: PASSWORD },
  });
}

async function rename(userId: number, email: string, username: string) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/accounts/edit',
    headers: bearer(await tokenFor(t.app, t.db, userId)),
    payload: { username, email },
  });
}

async function storedUsername(id: number) {
  const [row] = await t.db
    .select({ username: users.username, skeleton: users.usernameSkeleton })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Each look-alike of `mingstudio`, and how it is refused: its own 400, or the "exists" 409. */
const LOOK_ALIKES: [string, string, { status: 400; message: string } | { status: 409 }][] = [
  ['ｍingstudio', 'fullwidth m (NFKC: mingstudio itself)', { status: 409 }],
  ['mіngstudio', 'Cyrillic і', { status: 400, message: MESSAGES.usernameMixedScripts }],
  ['ming\u200bstudio', 'zero-width space', { status: 400, message: MESSAGES.usernameInvisible }],
  [
    'ming\u202eoidutsgnim',
    'right-to-left override',
    { status: 400, message: MESSAGES.usernameDirectionControl },
  ],
  ['rningstudio', 'r and n for m (same skeleton)', { status: 409 }],
  ['MINGSTUDI0', 'capitals and a zero (same skeleton)', { status: 409 }],
];

function expectRefused(
  res: Awaited<ReturnType<typeof signUp>>,
  refusal: (typeof LOOK_ALIKES)[number][2],
) {
  expect(res.statusCode).toBe(refusal.status);
  if (refusal.status === 409) expect(res.json()).toEqual(EXISTS);
  else
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.username).toBe(
      refusal.message,
    );
}

describe('look-alike usernames', () => {
  it('stores the real name with its skeleton', async () => {
    const [row] = await t.db
      .select({ skeleton: users.usernameSkeleton })
      .from(users)
      .where(eq(users.username, 'mingstudio'));
    expect(row?.skeleton).toBe('rningstudio');
  });

  it.each(LOOK_ALIKES)('refuses %j (%s) at sign-up', async (name, _what, refusal) => {
    expectRefused(await signUp(name), refusal);
  });

  it('answers a look-alike exactly as an exact duplicate', async () => {
    const exact = await signUp('mingstudio');
    const lookAlike = await signUp('rningstudio');
    expect(lookAlike.statusCode).toBe(exact.statusCode);
    expect(lookAlike.json()).toEqual(exact.json());
    expect(lookAlike.headers['content-type']).toBe(exact.headers['content-type']);
  });

  it.each(LOOK_ALIKES)('refuses %j (%s) at rename', async (name, _what, refusal) => {
    const user = await createUser(t.db);
    expectRefused(await rename(user.id, user.email, name), refusal);
    expect((await storedUsername(user.id))?.username).toBe(user.username);
  });

  it('leaves the real name alone: it signs in, edits its profile and changes its case', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      payload: { email: 'mingstudio', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'mingstudio'));
    if (!row) throw new Error('mingstudio is missing');
    expect((await rename(row.id, row.email, 'mingstudio')).statusCode).toBe(200);
    expect((await rename(row.id, row.email, 'MingStudio')).statusCode).toBe(200);
    expect(await storedUsername(row.id)).toEqual({
      username: 'MingStudio',
      skeleton: 'rningstudio',
    });
  });

  it('treats NFKC-equal names as one: stored plain, signed in with either form', async () => {
    const res = await signUp('ｆｕｌｌｗｉｄｔｈｆａｎ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'fullwidthfan' });
    expect((await signUp('fullwidthfan')).json()).toEqual(EXISTS);
    for (const identifier of ['fullwidthfan', 'ｆｕｌｌｗｉｄｔｈｆａｎ']) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signin',
        payload: { email: identifier, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    }
    const user = await createUser(t.db);
    const renamed = await rename(user.id, user.email, 'ｆｉｎｄｓ２０２４');
    expect(renamed.statusCode).toBe(200);
    expect((await storedUsername(user.id))?.username).toBe('finds2024');
  });

  it.each([
    ['明工作室', 'Chinese'],
    ['小明studio', 'Chinese beside Latin'],
    ['山田たろう', 'Japanese'],
  ])('still accepts %j (%s) at sign-up and at rename', async (name) => {
    const res = await signUp(name);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: name });
    const user = await createUser(t.db);
    expect((await rename(user.id, user.email, `${name}2`)).statusCode).toBe(200);
  });
});

describe('look-alike usernames at the same moment', () => {
  it.each([
    ['harborfinds', 'harb0rfinds'],
    ['lotusandco', 'lotusandc0'],
    ['goldenmoon', 'go1denrnoon'],
  ])('signs up one of %j and %j, and answers the other "exists"', async (one, other) => {
    const replies = await Promise.all([signUp(one), signUp(other)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = replies.find((res) => res.statusCode === 409);
    expect(refused?.json()).toEqual(EXISTS);
  });

  it('renames one of two accounts to look-alikes, and answers the other "exists"', async () => {
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    const replies = await Promise.all([
      rename(first.id, first.email, 'moonmarket'),
      rename(second.id, second.email, 'rnoonrnarket'),
    ]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((res) => res.statusCode === 409)?.json()).toEqual(EXISTS);
  });
});
