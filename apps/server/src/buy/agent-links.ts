import {
  agents as knownAgents,
  generateAgentLink,
  generateRawLink,
  type Agent,
  type Marketplace,
} from 'cn-links';
import {
  messageText,
  parseShopLink,
  type BuyUnavailableReason,
  type Platform,
} from '@curio/shared';

export interface AgentSettings {
  name: string;
  referralCode: string;
  /** Placeholders {url}, {platform}, {id}, {ref}: for agents cn-links does not know. */
  linkTemplate: string | null;
}

/** Why no buy link can be made, as a message key. */
class BuyLinkError extends Error {
  constructor(readonly code: BuyUnavailableReason) {
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

/** Whether cn-links makes this agent's links: otherwise the agent needs a link template. */
export function isBuiltInAgent(name: string): boolean {
  return isKnownAgent(agentKey(name));
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
  if (url.protocol !== 'https:') throw new BuyLinkError('buyLinkFailed');
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
  throw new BuyLinkError('agentCannotBuild');
}

export type BuyLinkAttempt =
  { url: string; reason: null } | { url: null; reason: BuyUnavailableReason };

/** buyLinkFor, with the reason instead of an exception: for availability and the admin's test. */
export function tryBuyLink(agent: AgentSettings, productLink: string | null): BuyLinkAttempt {
  try {
    return { url: buyLinkFor(agent, productLink), reason: null };
  } catch (error) {
    if (error instanceof BuyLinkError) return { url: null, reason: error.code };
    throw error;
  }
}
