import { and, asc, count, desc, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { AdminUserSummary, AdminUsersPage, AdminUsersQuery } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { nameOrEmailContains } from "../../db/textSearch";
import { users, type User } from "../../db/schema";

export function toUserSummary(user: User): AdminUserSummary {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    canFly: user.canFly,
    canHire: user.canHire,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * GET /api/admin/users: accounts whose name ("first last") or email contains the words typed,
 * newest first, paged with the total.
 */
export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const conditions: (SQL | undefined)[] = [
    query.status === "suspended" ? isNotNull(users.suspendedAt) : undefined,
    query.status === "active" ? isNull(users.suspendedAt) : undefined,
  ];
  const q = query.q?.trim();
  if (q) conditions.push(nameOrEmailContains(users, q));
  const where = and(...conditions);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(query.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map(toUserSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + rows.length < total,
  };
}
