import { formatCents, type CrmStats as Stats } from "@skyhire/shared";

/** Three tiles over every relationship: clients, jobs under way, money earned. */
export function CrmStats({ stats }: { stats: Stats }) {
  const tiles = [
    {
      key: "clients",
      label: "Clients",
      value: stats.clients.toLocaleString("en-US"),
      hint: `${stats.activeClients} active · ${stats.prospects} ${stats.prospects === 1 ? "prospect" : "prospects"}`,
    },
    {
      key: "active-jobs",
      label: "Active jobs",
      value: stats.activeJobs.toLocaleString("en-US"),
      hint: "Hired and not yet completed",
    },
    {
      key: "earned",
      label: "Earned",
      value: formatCents(stats.earnedCents),
      hint: "Paid to your balance, after commission",
    },
  ];
  return (
    <ul aria-label="CRM summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li
          key={tile.key}
          className="rounded-2xl border bg-card p-4 last:col-span-2 sm:p-5 sm:last:col-span-1"
        >
          <p className="text-sm font-medium text-muted-foreground">{tile.label}</p>
          <p className="mt-1 font-display text-3xl font-bold" data-testid={`crm-${tile.key}`}>
            {tile.value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>
        </li>
      ))}
    </ul>
  );
}
