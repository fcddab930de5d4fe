import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { solvedCaptcha } from './helpers/captcha';
import { createUser } from './helpers/fixtures';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONTACT_RECIPIENT: 'owner@curio.example',
    CONTACT_SENDER: 'Curio <no-reply@curio.example>',
  });
  adminToken = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'ADMIN' })).id);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const form = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  message: 'Do you ship the Zip Hoodie in XL?',
};
const send = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message and forwards it to the recipient by SMTP', async () => {
    const res = await send({ ...form, altcha: await solvedCaptcha(t.app) });
    expect(res.json()).toEqual({
      success: true,
      message: "Thanks for your message! We'll get back to you soon.",
    });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ana@example.com'));
    expect(row).toMatchObject({ name: 'Ana Lima', message: form.message });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(['owner@curio.example']);
    expect(mail?.raw).toContain('Do you ship the Zip Hoodie in XL?');
    expect(mail?.raw).toMatch(/Reply-To: .*ana@example\.com/);
    await vi.waitFor(async () => {
      const [forwarded] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, row?.id ?? 0));
      expect(forwarded?.forwardedAt).not.toBeNull();
    });
  });

  it("needs the captcha: 'Please complete the captcha verification.'", async () => {
    for (const altcha of [undefined, '', 'garbage', Buffer.from('{"x":1}').toString('base64')]) {
      const res = await send({ ...form, ...(altcha === undefined ? {} : { altcha }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please complete the captcha verification.' });
    }
  });

  it('accepts a solution once', async () => {
    const altcha = await solvedCaptcha(t.app);
    expect((await send({ ...form, altcha }, '10.1.0.1')).statusCode).toBe(200);
    const replay = await send({ ...form, altcha }, '10.1.0.2');
    expect(replay.json()).toMatchObject({
      status: 400,
      code: 'captchaRequired',
      message: 'Please complete the captcha verification.',
    });
  });

  it('refuses an expired solution', async () => {
    const altcha = await solvedCaptcha(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    try {
      expect((await send({ ...form, altcha }, '10.2.0.1')).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a tampered solution', async () => {
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString()) as {
      solution: { counter: number };
    };
    payload.solution.counter += 1;
    const altcha = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await send({ ...form, altcha }, '10.3.0.1')).statusCode).toBe(400);
  });

  it.each([
    [{ name: '' }, 'Please enter your name'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ message: '  ' }, 'Please enter a message'],
  ])('validates %o', async (change, message) => {
    const res = await send({ ...form, ...change, altcha: 'x' }, '10.4.0.1');
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it('answers 429 after 5 messages a minute from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send({ ...form, altcha: 'x' }, '10.5.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the inbox', () => {
  it('lists, marks read and deletes messages, for admins only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: bearer(adminToken),
    });
    const [first] = list.json<{ content: { id: number; read: boolean }[] }>().content;
    expect(first).toMatchObject({ read: false });
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(adminToken),
      payload: { read: true },
    });
    expect(read.json()).toMatchObject({ read: true });
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?unread=true',
      headers: bearer(adminToken),
    });
    expect(unread.json<{ content: { id: number }[] }>().content.map((m) => m.id)).not.toContain(
      first?.id,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${first?.id}`,
      headers: bearer(adminToken),
    });
    expect(del.json()).toEqual({ id: first?.id, deleted: true });
    const userToken = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/messages',
          headers: bearer(userToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});
