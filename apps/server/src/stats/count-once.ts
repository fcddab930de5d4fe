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
 * An anonymous visitor's key: the browser's random id reduced to one of a few slots per network
 * address, keyed with a server secret. The same browser always gets the same key; random ids
 * forged from one address fill at most `anonymousVisitorsPerAddress` slots. No address or id is
 * stored in the clear.
 */
export function anonymousVisitor(secret: string, address: string, visitorId: string): string {
  const digest = (text: string) => createHmac('sha256', secret).update(text).digest();
  const slot =
    digest(`visitor:${visitorId}`).readUInt32BE(0) % COUNTING.anonymousVisitorsPerAddress;
  return `a:${digest(`address:${address}|${slot}`).toString('base64url').slice(0, 32)}`;
}

export const accountVisitor = (userId: number): string => `u:${userId}`;
