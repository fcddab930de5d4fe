import { DEFAULT_LANGUAGE, pageAddresses, splitLanguagePath, type Language } from '@curio/shared';
import type { MetaDescriptor } from 'react-router';

const SITE_NAME = 'Curio';
const SITE_DESCRIPTION =
  'Curio: curated finds from Taobao, Weidian and 1688, bought through your purchasing agent.';

/** What a page says about itself to search engines and share previews (OpenGraph, JSON-LD). */
export type PageShare = {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product' | 'profile';
  price?: number;
  jsonLd?: Record<string, unknown>;
};

type MetaArgs = {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** The site's public address, from the root loader (the server's PUBLIC_URL). */
function publicUrlOf(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const url = (root as { publicUrl?: unknown } | undefined)?.publicUrl;
  return typeof url === 'string' ? url : '';
}

/** The language of an address (English when it has no prefix). */
export function languageOf(pathname: string): Language {
  return splitLanguagePath(pathname).language ?? DEFAULT_LANGUAGE;
}

const queryString = (params: URLSearchParams | undefined) => {
  const query = params?.toString() ?? '';
  return query ? `?${query}` : '';
};

const absolute = (publicUrl: string, src: string) => (src.startsWith('/') ? publicUrl + src : src);

export function shorten(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/**
 * A page's description, canonical address, hreflang alternates in every language and x-default,
 * and share-preview tags (decision 020). The page's <title> is its PageTitle, rendered with the
 * page. `canonicalQuery` gives the part of the address's query that makes a page of its own (the
 * home page's page, search, filters and sort); none by default: a sign-in's return path, a reset
 * link's token or a campaign tag names no other page and never goes into a canonical address, an
 * alternate or a share preview.
 */
export function pageMeta(
  { location, matches }: MetaArgs,
  share: PageShare = {},
  canonicalQuery?: (params: URLSearchParams) => URLSearchParams,
): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  const { language, path } = splitLanguagePath(location.pathname);
  const { canonical, alternates } = pageAddresses(
    publicUrl,
    language ?? DEFAULT_LANGUAGE,
    path + queryString(canonicalQuery?.(new URLSearchParams(location.search))),
  );
  const description = share.description ?? SITE_DESCRIPTION;
  const title = share.title ?? SITE_NAME;
  const tags: MetaDescriptor[] = [
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates.map(({ hrefLang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href,
    })),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: share.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: share.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (share.image) {
    const image = absolute(publicUrl, share.image);
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '1200' },
      { name: 'twitter:image', content: image },
    );
  }
  if (share.price !== undefined) {
    tags.push(
      { property: 'product:price:amount', content: share.price.toFixed(2) },
      { property: 'product:price:currency', content: 'CNY' },
    );
  }
  // React Router writes it as JSON that cannot close its script element.
  if (share.jsonLd) {
    const { image } = share.jsonLd;
    tags.push({
      'script:ld+json': {
        ...share.jsonLd,
        url: canonical,
        ...(Array.isArray(image) && {
          image: image.map((src: unknown) =>
            typeof src === 'string' ? absolute(publicUrl, src) : src,
          ),
        }),
      },
    });
  }
  return tags;
}
