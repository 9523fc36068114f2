import { and, asc, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { AdminAuditPage, AdminAuditQuery } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema";

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` bound covers that whole UTC day; an instant is taken as is. */
function bound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00.000Z`);
    return end ? new Date(start.getTime() + DAY_MS - 1) : start;
  }
  return new Date(value);
}

/** GET /api/admin/audit: newest first, filtered by action, operator, target and dates. */
export async function listAudit(db: Database, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.operatorId ? eq(auditLog.operatorUserId, query.operatorId) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.createdAt, bound(query.from, false)) : undefined,
    query.to ? lte(auditLog.createdAt, bound(query.to, true)) : undefined,
  ];
  const where = and(...conditions);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals], operators] = await Promise.all([
    db
      .select({ entry: auditLog, operator: users })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.operatorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.operatorUserId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map(({ entry, operator }) => ({
      id: entry.id,
      operator: {
        id: operator.id,
        name: `${operator.firstName} ${operator.lastName}`.trim(),
        email: operator.email,
      },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + rows.length < total,
    operators: operators.map((o) => ({ id: o.id, name: `${o.firstName} ${o.lastName}`.trim() })),
  };
}
