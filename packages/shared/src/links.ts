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
 * The hosts of the platforms' share links, which name no item until followed: Taobao's app
 * (`m.tb.cn/h.…`, `e.tb.cn`), Weidian's (`k.youshop10.com/…`) and 1688's (`qr.1688.com/s/…`).
 */
export const SHORT_LINK_HOSTS: Readonly<Record<string, Platform>> = {
  'm.tb.cn': 'TAOBAO',
  'e.tb.cn': 'TAOBAO',
  'k.youshop10.com': 'WEIDIAN',
  'qr.1688.com': 'ALI_1688',
};

/** The domains a short link may lead through: the platforms' own, and their short-link ones. */
const PLATFORM_DOMAINS = [
  'taobao.com',
  'tmall.com',
  'tmall.hk',
  'tb.cn',
  'weidian.com',
  'youshop10.com',
  '1688.com',
];

/** Whether `host` is one of the platforms' hosts (a name, never an address). */
export function isPlatformHost(host: string): boolean {
  const name = host.toLowerCase();
  return PLATFORM_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

const SHORT_LINK_PATTERN = new RegExp(
  String.raw`(?:^|[^\w./-])(?:https?://)?(${Object.keys(SHORT_LINK_HOSTS)
    .map((host) => host.replaceAll('.', String.raw`\.`))
    .join('|')})([/?#][^\s"'<>「」【】]*)?(?=$|[\s"'<>「」【】])`,
  'i',
);

/**
 * The https address of a platform's share link, alone or inside the text the app shares
 * (`【淘宝】https://m.tb.cn/h.XXXX?tk=… 「title」`); null when there is none. The server follows
 * it to the item (docs/decisions/026-taobao-short-links.md).
 */
export function shortShareLink(text: string): string | null {
  const match = SHORT_LINK_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, host = '', rest = '/'] = match;
  return `https://${host.toLowerCase()}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/** The item's page at its platform, without the tracking parameters a share adds. */
export function shopItemLink({ platform, itemId }: { platform: Platform; itemId: string }): string {
  switch (platform) {
    case 'TAOBAO':
      return `https://item.taobao.com/item.htm?id=${itemId}`;
    case 'WEIDIAN':
      return `https://weidian.com/item.html?itemID=${itemId}`;
    case 'ALI_1688':
      return `https://detail.1688.com/offer/${itemId}.html`;
  }
}
