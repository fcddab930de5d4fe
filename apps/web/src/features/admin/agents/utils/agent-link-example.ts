import { linkTemplateSchema, parseShopLink, type Platform } from '@curio/shared';

/** The sample shop link run through an agent's template (a Taobao item, as the server builds it). */
export const SAMPLE_SHOP_LINK = 'https://item.taobao.com/item.htm?id=726151416538';

export type AgentLinkExample =
  { kind: 'cn-links' } | { kind: 'link'; href: string } | { kind: 'invalid' };

/**
 * Fills a link template the way the server's Buy link does (apps/server/src/buy/agent-links.ts):
 * {url} and {id} and {ref} URL-encoded, {platform} as is, and only http(s) results.
 */
export function fillLinkTemplate(
  template: string,
  values: { url: string; platform: Platform; id: string; ref: string },
): string {
  const filled = template
    .replaceAll('{url}', encodeURIComponent(values.url))
    .replaceAll('{platform}', values.platform)
    .replaceAll('{id}', encodeURIComponent(values.id))
    .replaceAll('{ref}', encodeURIComponent(values.ref));
  const url = new URL(filled);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Not an http(s) link');
  return url.href;
}

/**
 * The live example of the agent form: the sample link through the template with the referral
 * code; without a template the server lets cn-links build the link.
 */
export function agentLinkExample(
  template: string | null | undefined,
  referralCode: string | undefined,
): AgentLinkExample {
  const trimmed = template?.trim() ?? '';
  if (!trimmed) return { kind: 'cn-links' };
  const shop = parseShopLink(SAMPLE_SHOP_LINK);
  if (!shop || !linkTemplateSchema.safeParse(trimmed).success) return { kind: 'invalid' };
  try {
    const href = fillLinkTemplate(trimmed, {
      url: SAMPLE_SHOP_LINK,
      platform: shop.platform,
      id: shop.itemId,
      ref: referralCode?.trim() ?? '',
    });
    return { kind: 'link', href };
  } catch {
    return { kind: 'invalid' };
  }
}
