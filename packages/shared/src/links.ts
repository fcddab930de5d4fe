import type { Platform } from './limits';

/**
 * The marketplace a shop link belongs to, by the spec's rules (accounts-and-admin §5):
 * Taobao needs an `id` parameter, Weidian an `itemId` (or `itemID`), 1688 the path offer/{digits}.html.
 * Returns null for anything else.
 */
export function parseShopLink(link: string): { platform: Platform; itemId: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const onHost = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (onHost('taobao.com') || onHost('tmall.com') || onHost('tmall.hk')) {
    // Desktop and mobile pages carry ?id=; the old mobile page has it in the path (/i123.htm).
    const id = url.searchParams.get('id') ?? /^\/i(\d+)\.htm$/.exec(url.pathname)?.[1];
    return id && /^\d+$/.test(id) ? { platform: 'TAOBAO', itemId: id } : null;
  }
  if (onHost('weidian.com')) {
    const id = url.searchParams.get('itemId') ?? url.searchParams.get('itemID');
    return id && /^\d+$/.test(id) ? { platform: 'WEIDIAN', itemId: id } : null;
  }
  if (onHost('1688.com')) {
    // Desktop and mobile: /offer/{digits}.html; the mobile app's page: ?offerId={digits}.
    const id = /\/offer\/(\d+)\.html$/.exec(url.pathname)?.[1] ?? url.searchParams.get('offerId');
    return id && /^\d+$/.test(id) ? { platform: 'ALI_1688', itemId: id } : null;
  }
  return null;
}

/**
 * A Taobao app short link (`https://m.tb.cn/h.…`), alone or inside the text the app shares. It
 * names no item: only following its redirect would, which the server does not do for a seller
 * (docs/decisions/026-taobao-short-links.md).
 */
export function isTaobaoShortLink(text: string): boolean {
  return /(?:^|[^\w./-])(?:https?:\/\/)?m\.tb\.cn(?:[/?#]|$)/i.test(text.trim());
}
