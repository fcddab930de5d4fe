import { join } from 'node:path';
import { PAGES, type PageEntry } from '@curio/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from './helpers/fixtures';
import { outboxMails, tokenIn } from './helpers/mail-message';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The server knows the pages only through the page table of @curio/shared: moved there, a page's
 * address moves in the sitemap, robots.txt, the mailed links and the Google callback too.
 */
let t: TestApp;
const ORIGIN = 'https://curio.example';
const moved = {
  contact: '/write-to-us',
  resetPassword: '/auth/new-password',
  oauth2Callback: '/auth/google/done',
  profile: '/me',
} as const;
const original = new Map<string, string>();

beforeAll(async () => {
  for (const [name, pattern] of Object.entries(moved)) {
    const page = PAGES[name as keyof typeof moved] as { pattern: string };
    original.set(name, page.pattern);
    page.pattern = pattern;
  }
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  for (const [name, pattern] of original)
    (PAGES[name as keyof typeof moved] as PageEntry as { pattern: string }).pattern = pattern;
  await t.close();
});

describe('the page table drives what the server says of pages', () => {
  it('lists the moved page in the sitemap, in every language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.body).toContain(`<loc>${ORIGIN}/write-to-us</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/de/write-to-us</loc>`);
    expect(res.body).not.toContain('/contact<');
  });

  it('keeps crawlers away from the moved private and one-time pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /me\n');
    expect(res.body).toContain('Disallow: /fr/auth/new-password\n');
    expect(res.body).toContain('Disallow: /auth/google/done\n');
    expect(res.body).not.toContain('Disallow: /profile\n');
  });

  it('mails the reset link to the moved page', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const outbox = join(t.dataDir, 'outbox');
    await vi.waitFor(
      async () => {
        const mail = (await outboxMails(outbox)).find((each) => each.to === user.email);
        expect(mail).toBeDefined();
        expect(tokenIn(mail!, `${ORIGIN}/auth/new-password`)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('ends a Google round trip on the moved callback page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth2/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\/google\/done\?error=/);
  });
});
