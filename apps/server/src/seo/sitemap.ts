import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { escapeHtml } from './html';

/** The sitemap protocol's limit of addresses per file. */
const SITEMAP_CHUNK = 50_000;
const STATIC_PATHS = ['/', '/contact', '/legal', '/tos', '/privacy'];

/** The same page in each language: the web app reads ?lng= before the browser's own language. */
function alternates(absoluteUrl: string): string {
  const separator = absoluteUrl.includes('?') ? '&' : '?';
  const links = LANGUAGES.map(
    (lng) =>
      `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(`${absoluteUrl}${separator}lng=${lng}`)}"/>`,
  );
  links.push(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl)}"/>`,
  );
  return links.join('');
}

function urlEntry(absoluteUrl: string, lastModified?: Date | string): string {
  const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(absoluteUrl)}</loc>${lastmod}${alternates(absoluteUrl)}</url>`;
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
  return urlSet(STATIC_PATHS.map((path) => urlEntry(publicUrl + path)));
}

export async function productsSitemap(db: Db, publicUrl: string, chunk: number): Promise<string> {
  const rows = rowsOf<{ id: number; updated_at: Date | string }>(
    await db.execute(sql`
      select id, updated_at from products order by id
      limit ${SITEMAP_CHUNK} offset ${(chunk - 1) * SITEMAP_CHUNK}`),
  );
  return urlSet(rows.map((row) => urlEntry(`${publicUrl}/products/${row.id}`, row.updated_at)));
}

export async function sellersSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.role in ('SELLER', 'ADMIN') and exists (select 1 from products p where p.seller_id = u.id)
      order by u.id`),
  );
  return urlSet(rows.map((row) => urlEntry(`${publicUrl}/seller/${row.id}`)));
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /dashboard',
    'Disallow: /profile',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
