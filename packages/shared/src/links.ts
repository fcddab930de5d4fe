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
  if (onHost('taobao.com') || onHost('tmall.com')) {
    const id = url.searchParams.get('id');
    return id && /^\d+$/.test(id) ? { platform: 'TAOBAO', itemId: id } : null;
  }
  if (onHost('weidian.com')) {
    const id = url.searchParams.get('itemId') ?? url.searchParams.get('itemID');
    return id && /^\d+$/.test(id) ? { platform: 'WEIDIAN', itemId: id } : null;
  }
  if (onHost('1688.com')) {
    const match = /\/offer\/(\d+)\.html$/.exec(url.pathname);
    return match?.[1] ? { platform: 'ALI_1688', itemId: match[1] } : null;
  }
  return null;
}
