import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COUNTING } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

type EventType = 'product_view' | 'purchase_click';

/** How long one visitor's event counts once, per type. */
const WINDOW: Record<EventType, string> = {
  product_view: `${COUNTING.viewWindowMinutes} minutes`,
  purchase_click: `${COUNTING.clickWindowHours} hours`,
};

/** The longest window: rows older than it decide nothing any more. */
const SWEEP_AFTER = `${Math.max(COUNTING.viewWindowMinutes / 60, COUNTING.clickWindowHours)} hours`;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface CountedEvent {
  type: EventType;
  productId: number;
  /** `u:<user id>` for an account, or an anonymous key from `anonymousVisitor`. */
  visitor: string;
  userId?: number | null;
  agentId?: number | null;
}

/**
 * Records the event unless the same visitor's one for the product was counted within the window.
 * One statement: the upsert's row lock makes concurrent calls of one visitor count once.
 */
export async function countOnce(db: Db, event: CountedEvent): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with counted as (
        insert into event_visitors (type, product_id, visitor)
        values (${event.type}, ${event.productId}, ${event.visitor})
        on conflict (type, product_id, visitor) do update set counted_at = now()
        where event_visitors.counted_at < now() - ${WINDOW[event.type]}::interval
        returning type, product_id
      )
      insert into events (type, product_id, user_id, agent_id)
      select type, product_id, ${event.userId ?? null}::int, ${event.agentId ?? null}::int
      from counted
      returning id`),
  );
  return rows.length > 0;
}

/** Deletes the visitor rows no window needs, at most every ten minutes per instance. */
export function visitorSweeper(db: Db): () => Promise<void> {
  let last = 0;
  return async () => {
    if (Date.now() - last < SWEEP_EVERY_MS) return;
    last = Date.now();
    await db.execute(
      sql`delete from event_visitors where counted_at < now() - ${SWEEP_AFTER}::interval`,
    );
  };
}

/**
 * An anonymous visitor's key: the network address (an IPv6 address by its /64, the block one
 * subscriber is given), keyed with a server secret so that no address is stored. The browser's
 * own id is not part of it: a script invents ids at will, not addresses. Shoppers sharing an
 * address (a household, an office) count as one visitor per window: the figures err low, never
 * high.
 */
export function anonymousVisitor(secret: string, address: string): string {
  const digest = createHmac('sha256', secret)
    .update(`address:${networkOf(address)}`)
    .digest();
  return `a:${digest.toString('base64url').slice(0, 32)}`;
}

/** The address as counted: IPv4 (also written as IPv4-mapped IPv6) whole, IPv6 by its /64. */
function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!address.includes(':')) return address;
  const [head = '', tail] = (address.toLowerCase().split('%')[0] ?? '').split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros: string[] = Array.from(
    { length: Math.max(0, 8 - first.length - last.length) },
    () => '0',
  );
  const groups = [...first, ...zeros, ...last]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}

export const accountVisitor = (userId: number): string => `u:${userId}`;
