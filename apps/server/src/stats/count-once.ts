import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COUNTING } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { clientKey } from '../http/client-address';

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
  /**
   * Who the event is counted once for: `u:<user id>` for an account, a key from
   * `anonymousVisitor` for a network address, or both (counted only when neither was counted
   * within the window).
   */
  visitors: string[];
  userId?: number | null;
  agentId?: number | null;
}

/**
 * Records the event unless one of its visitors' for the product was counted within the window.
 * One statement: the upsert's row locks (taken in one order) make concurrent calls count once.
 */
export async function countOnce(db: Db, event: CountedEvent): Promise<boolean> {
  const visitors = [...new Set(event.visitors)].sort();
  const values = sql.join(
    visitors.map((visitor) => sql`(${event.type}, ${event.productId}, ${visitor})`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with counted as (
        insert into event_visitors (type, product_id, visitor)
        values ${values}
        on conflict (type, product_id, visitor) do update set counted_at = now()
        where event_visitors.counted_at < now() - ${WINDOW[event.type]}::interval
        returning type, product_id
      )
      insert into events (type, product_id, user_id, agent_id)
      select type, product_id, ${event.userId ?? null}::int, ${event.agentId ?? null}::int
      from counted
      group by type, product_id
      having count(*) = ${visitors.length}
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
    .update(`address:${clientKey(address)}`)
    .digest();
  return `a:${digest.toString('base64url').slice(0, 32)}`;
}

export const accountVisitor = (userId: number): string => `u:${userId}`;
