import { formatMoney, type Product } from '@curio/shared';
import { escapeHtml, jsonForScript } from './html';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type: 'website' | 'product' | 'profile';
  price?: number;
  jsonLd?: Record<string, unknown>;
}

const SITE_NAME = 'Curio';
const SITE_DESCRIPTION =
  'Curio: curated finds from Taobao, Weidian and 1688, bought through your purchasing agent.';

function shorten(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

export function productMeta(product: Product, publicUrl: string): PageMeta {
  const url = `${publicUrl}/products/${product.id}`;
  const images = product.images.map((image) => `${publicUrl}${image.detail2x}`);
  const price = product.price.toFixed(2);
  const shownPrice = formatMoney(product.price, 'CNY', 'en');
  return {
    title: `${product.name} · ${shownPrice} · ${SITE_NAME}`,
    description: shorten(product.description || `${product.name}, ${shownPrice}, on ${SITE_NAME}.`),
    url,
    ...(images[0] ? { image: images[0] } : {}),
    type: 'product',
    price: product.price,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: images,
      category: product.categories.join(', '),
      color: product.colors.join(', '),
      url,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: product.user.username },
      },
    },
  };
}

export function sellerMeta(
  seller: { id: number; name: string; productCount: number; image?: string },
  publicUrl: string,
): PageMeta {
  const url = `${publicUrl}/seller/${seller.id}`;
  return {
    title: `${seller.name} · ${SITE_NAME}`,
    description: `${seller.name} on ${SITE_NAME}: ${seller.productCount} curated finds.`,
    url,
    ...(seller.image ? { image: seller.image } : {}),
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: seller.name,
      url,
    },
  };
}

export function defaultMeta(url: string): PageMeta {
  return { title: SITE_NAME, description: SITE_DESCRIPTION, url, type: 'website' };
}

function tag(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The page's <title>, description, OpenGraph and Twitter tags, and its JSON-LD. */
function renderMeta(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    tags.push(
      tag('property', 'og:image', meta.image),
      tag('property', 'og:image:width', '1200'),
      tag('property', 'og:image:height', '1200'),
      tag('name', 'twitter:image', meta.image),
    );
  }
  if (meta.price !== undefined) {
    tags.push(
      tag('property', 'product:price:amount', meta.price.toFixed(2)),
      tag('property', 'product:price:currency', 'CNY'),
    );
  }
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** The app's index.html with this page's tags in place of its own <title>. */
export function injectMeta(indexHtml: string, meta: PageMeta): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.replace(/<\/head>/i, `    ${renderMeta(meta)}\n  </head>`);
}
