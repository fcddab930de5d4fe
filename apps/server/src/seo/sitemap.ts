import { sql } from 'drizzle-orm';
import {
  crawlerExcludedPrefixes,
  LANGUAGES,
  listedPagePaths,
  pageAddresses,
  pageLinks,
  PREFIXED_LANGUAGES,
} from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { escapeHtml } from './html';

/** The sitemap protocol's limit of addresses per file. */
const ADDRESSES_PER_FILE = 50_000;
/** Products per file: each is listed once per language. */
const SITEMAP_CHUNK = ADDRESSES_PER_FILE / LANGUAGES.length;

/**
 * A page once per language, each at its own address (decision 021) with its alternates in all five
 * languages and x-default (English): the same addresses as the pages' canonical and hreflang links
 * (pageAddresses from @curio/shared).
 */
function urlEntries(publicUrl: string, path: string, lastModified?: Date | string): string[] {
  const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
  return LANGUAGES.map((language) => {
    const { canonical, alternates } = pageAddresses(publicUrl, language, path);
    const links = alternates
      .map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeHtml(canonical)}</loc>${lastmod}${links}</url>`;
  });
}

function urlSet(entries: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

export async function sitemapIndex(db: Db, publicUrl: string): Promise<string> {
  const total =
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`))[0]?.n ??
    0;
  const chunks = Math.max(1, Math.ceil(total / SITEMAP_CHUNK));
  const files = ['/sitemaps/pages.xml', '/sitemaps/sellers.xml'];
  for (let i = 1; i <= chunks; i++) files.push(`/sitemaps/products-${i}.xml`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files
      .map((file) => `<sitemap><loc>${escapeHtml(publicUrl + file)}</loc></sitemap>`)
      .join('\n') +
    '\n</sitemapindex>\n'
  );
}

export function pagesSitemap(publicUrl: string): string {
  return urlSet(listedPagePaths().flatMap((path) => urlEntries(publicUrl, path)));
}

export async function productsSitemap(db: Db, publicUrl: string, chunk: number): Promise<string> {
  const rows = rowsOf<{ id: number; updated_at: Date | string }>(
    await db.execute(sql`
      select id, updated_at from products order by id
      limit ${SITEMAP_CHUNK} offset ${(chunk - 1) * SITEMAP_CHUNK}`),
  );
  return urlSet(
    rows.flatMap((row) => urlEntries(publicUrl, pageLinks.product(row.id), row.updated_at)),
  );
}

export async function sellersSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.role in ('SELLER', 'ADMIN') and exists (select 1 from products p where p.seller_id = u.id)
      order by u.id`),
  );
  return urlSet(rows.flatMap((row) => urlEntries(publicUrl, pageLinks.seller(row.id))));
}

/**
 * Addresses no crawler should fetch, in every language (`/dashboard`, `/de/dashboard`, …): a
 * person's own pages, and the pages only a one-time link opens (its token in the query), from the
 * page table.
 */
export function robotsTxt(publicUrl: string): string {
  const prefixes = ['', ...PREFIXED_LANGUAGES.map((language) => `/${language}`)];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...prefixes.flatMap((prefix) =>
      crawlerExcludedPrefixes().map((path) => `Disallow: ${prefix}${path}`),
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
