import {
  agents as knownAgents,
  generateAgentLink,
  generateRawLink,
  type Agent,
  type Marketplace,
} from 'cn-links';
import { messageText, parseShopLink, type MessageKey, type Platform } from '@curio/shared';

export interface AgentSettings {
  name: string;
  referralCode: string;
  /** Placeholders {url}, {platform}, {id}, {ref}: for agents cn-links does not know. */
  linkTemplate: string | null;
}

/** Why no buy link can be made, as a message key. */
export class BuyLinkError extends Error {
  constructor(readonly code: MessageKey) {
    super(messageText(code));
  }
}

const MARKETPLACE: Record<Platform, Marketplace> = {
  TAOBAO: 'taobao',
  WEIDIAN: 'weidian',
  ALI_1688: '1688',
};

/** Agent names are compared trimmed and case-insensitively (storefront §5). */
function agentKey(name: string): string {
  return name.trim().toLowerCase();
}

function isKnownAgent(key: string): key is Agent {
  return (knownAgents as readonly string[]).includes(key);
}

export function fillTemplate(
  template: string,
  values: { url: string; platform: Platform; id: string; ref: string },
): string {
  const filled = template
    .replaceAll('{url}', encodeURIComponent(values.url))
    .replaceAll('{platform}', values.platform)
    .replaceAll('{id}', encodeURIComponent(values.id))
    .replaceAll('{ref}', encodeURIComponent(values.ref));
  const url = new URL(filled);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BuyLinkError('buyLinkFailed');
  return url.href;
}

/**
 * The purchasing-agent link for a shop link, carrying the agent's referral code. Throws a
 * BuyLinkError with the spec's text when it cannot be made.
 */
export function buyLinkFor(agent: AgentSettings, productLink: string | null): string {
  const parsed = productLink ? parseShopLink(productLink) : null;
  if (!parsed) throw new BuyLinkError('noValidShopLink');
  const key = agentKey(agent.name);
  if (key === 'dogegoo' && parsed.platform === 'WEIDIAN') throw new BuyLinkError('dogeGooWeidian');
  const marketplace = MARKETPLACE[parsed.platform];
  try {
    if (agent.linkTemplate) {
      return fillTemplate(agent.linkTemplate, {
        url: generateRawLink(marketplace, parsed.itemId).href,
        platform: parsed.platform,
        id: parsed.itemId,
        ref: agent.referralCode,
      });
    }
    if (isKnownAgent(key)) {
      return generateAgentLink(key, marketplace, parsed.itemId, agent.referralCode || undefined)
        .href;
    }
  } catch {
    throw new BuyLinkError('buyLinkFailed');
  }
  throw new BuyLinkError('buyLinkFailed');
}
