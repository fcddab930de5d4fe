import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: number;
  action: string;
  targetType:
    | 'user'
    | 'product'
    | 'color'
    | 'size'
    | 'category'
    | 'agent'
    | 'contact_message'
    | 'synonym'
    | 'currency_rate';
  targetId?: number | null;
  details?: Record<string, unknown>;
}

/** Writes one admin (or security) action to the audit log (read in the admin panel). */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}
