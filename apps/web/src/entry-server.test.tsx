// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, type ServerRenderRequest } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { productFixture } from '@/testing/fixtures';

/** The translation files of a language, as the server reads them from the build. */
function translationsOf(language: string): ServerRenderRequest['translations'] {
  const dir = join(import.meta.dirname, '..', 'public', 'locales', language);
  return Object.fromEntries(
    readdirSync(dir).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>,
    ]),
  );
}

const site = {
  oldWebsiteUrl: 'https://old.example/shop',
  googleSignIn: false,
  errorReporting: false,
};
const homeRequest = `/api/products?page=0&size=${LIMITS.homePageSize}`;

describe('the server-rendering entry', () => {
  it("renders the home page's products, greeting and frame from the replies it is given", async () => {
    const products = [
      productFixture({ id: 11, name: 'Linen Shirt' }),
      productFixture({ id: 12, name: 'Wool Scarf' }),
    ];
    const rendered = await render({
      url: '/',
      language: 'de',
      translations: translationsOf('de'),
      replies: {
        '/api/site': site,
        [homeRequest]: { content: products, totalElements: 2, totalPages: 1, number: 0, size: 50 },
      },
    });
    expect(rendered).not.toBeNull();
    const markup = rendered?.markup ?? '';
    expect(markup).toContain('Hallo, Gast!');
    expect(markup).toContain('Linen Shirt');
    expect(markup).toContain('Wool Scarf');
    expect(markup).toContain('href="/products/11"');
    expect(markup).toContain('href="https://old.example/shop"');
    // What React hoists into <head> is left out: the server's HTML has its own head.
    expect(markup).not.toMatch(/^<(link|title|meta)/);
    expect(markup).not.toContain('<title>');
    expect(rendered?.namespaces).toContain('translation');
  });

  it('renders a product page with its product and the translation files it used', async () => {
    const product = productFixture({ id: 5, name: 'Quilted <Mini> Bag', price: 42.5 });
    const rendered = await render({
      url: '/products/5',
      language: 'en',
      translations: translationsOf('en'),
      replies: { '/api/site': site, '/api/products/5': product, '/api/products/5/similar': [] },
    });
    const markup = rendered?.markup ?? '';
    expect(markup).toContain('Quilted &lt;Mini&gt; Bag');
    expect(markup).toContain('¥42.50');
    expect(markup).toContain('Buy');
    expect(rendered?.namespaces).toEqual(expect.arrayContaining(['translation', 'dashboard']));
  });

  it('leaves a page to the browser when its data was not given or it is not found', async () => {
    const base = { language: 'en' as const, translations: translationsOf('en') };
    expect(await render({ ...base, url: '/products/5', replies: {} })).toBeNull();
    expect(await render({ ...base, url: '/products/abc', replies: {} })).toBeNull();
  });
});
