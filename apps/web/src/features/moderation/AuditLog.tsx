import { ScrollTextIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/features/checkout/money";
import { AuditFilters } from "./AuditFilters";
import { ACTION_LABELS, auditTargetLink, TARGET_LABELS } from "./auditWords";
import { useAdminAudit, type AuditFilters as Filters } from "./moderationQueries";
import { Pager } from "./Pager";

/** Every operator action, newest first: who, when, what and why. Nobody can change it. */
export function AuditLog() {
  const [filters, setFilters] = useState<Filters>({ page: 1 });
  const query = useAdminAudit(filters);
  const operators = query.data?.operators ?? [];
  return (
    <div className="space-y-4">
      <AuditFilters filters={filters} operators={operators} onChange={setFilters} />
      <QueryView query={query} errorMessage="We couldn't load the audit log.">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={ScrollTextIcon} title="No entries">
              No operator action matches these filters.
            </EmptyState>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">{data.total} entries</p>
              <DataTable caption="Operator actions" minWidth="min-w-[48rem]">
                <TableHeader>
                  <HeaderCell>When</HeaderCell>
                  <HeaderCell>Operator</HeaderCell>
                  <HeaderCell>Action</HeaderCell>
                  <HeaderCell>Target</HeaderCell>
                  <HeaderCell>Why</HeaderCell>
                </TableHeader>
                <tbody>
                  {data.items.map((entry) => {
                    const link = auditTargetLink(entry);
                    const target = `${TARGET_LABELS[entry.targetType]} ${entry.targetId.slice(0, 8)}`;
                    return (
                      <TableRow key={entry.id}>
                        <TableCell className="whitespace-nowrap">
                          {formatDateTime(entry.createdAt)}
                        </TableCell>
                        <TableCell>{entry.operator.name}</TableCell>
                        <TableCell>{ACTION_LABELS[entry.action]}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          {link ? (
                            <Link href={link} className="text-brand-sky underline">
                              {target}
                            </Link>
                          ) : (
                            <span title={entry.targetId}>{target}</span>
                          )}
                        </TableCell>
                        <TableCell className="break-words">{entry.reason || "—"}</TableCell>
                      </TableRow>
                    );
                  })}
                </tbody>
              </DataTable>
              <Pager
                page={filters.page}
                hasMore={data.hasMore}
                onPage={(page) => setFilters({ ...filters, page })}
              />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
