import type { CurrentUser, Product } from '@curio/shared';
import i18n from 'i18next';
import dashboard from '../../public/locales/en/dashboard.json';

/** The English `dashboard` namespace, for component tests (the setup loads `translation` only). */
export function loadDashboardTranslations(): void {
  if (!i18n.hasResourceBundle('en', 'dashboard')) {
    i18n.addResourceBundle('en', 'dashboard', dashboard);
  }
}

const key = (n: number) => n.toString(16).padStart(32, '0');

/** An account as GET /api/accounts/me answers it. */
export function accountFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const username = overrides.username ?? 'chris';
  return {
    id: 1,
    username,
    name: username,
    email: `${username}@example.com`,
    role: 'USER',
    frozen: false,
    twoFactorEnabled: false,
    agent: null,
    profilePicture: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    emailVerified: true,
    pendingEmail: null,
    googleLinked: false,
    ...overrides,
  };
}

/** A product as the API answers it. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 7;
  const imageKey = key(id);
  return {
    id,
    name: `Product ${id}`,
    price: 12.5,
    description: 'A fine thing.',
    productLink: 'https://item.taobao.com/item.htm?id=123456',
    platform: 'TAOBAO',
    sizes: ['M'],
    colors: ['Black'],
    categories: ['Hoodies'],
    imageUrl: `/media/products/${imageKey}-600.webp`,
    imageUrls: [`/media/products/${imageKey}-600.webp`],
    images: [
      {
        card: `/media/products/${imageKey}-150.webp`,
        card2x: `/media/products/${imageKey}-300.webp`,
        detail: `/media/products/${imageKey}-600.webp`,
        detail2x: `/media/products/${imageKey}-1200.webp`,
      },
    ],
    user: { id: 2, username: 'lotusandco', profilePicture: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A JSON reply of fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A URL-shaped key of fetch's first argument. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.pathname + input.search : input.url;
}
