import type { AuditAction, AuditTargetType } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface AuditRecord {
  operatorUserId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  reason: string;
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * Writes one operator action to the audit log. Takes a transaction on purpose: the entry
 * commits or rolls back with the action it describes, never one without the other.
 */
export async function recordAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}

/** The audit_log row of a record (the demo seed inserts many at once). */
export function auditRow(record: AuditRecord) {
  return {
    operatorUserId: record.operatorUserId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason,
    details: record.details ?? {},
    createdAt: record.at,
  };
}
