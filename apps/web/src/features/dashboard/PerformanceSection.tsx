import {
  averageJobRating,
  completedTotalCents,
  countActiveMissions,
  countActiveProjects,
  countPendingReview,
  formatCents,
} from "@skyhire/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  BuildingIcon,
  ClipboardCheckIcon,
  DollarSignIcon,
  FolderKanbanIcon,
  PlaneIcon,
  StarIcon,
  WalletIcon,
} from "lucide-react";
import { useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { DashboardSection } from "./DashboardSection";
import { LoadProblems } from "./LoadProblems";
import { StatCard, type StatCardProps } from "./StatCard";
import type { DashboardData } from "./useDashboardData";

/** Spec section 2: the Total Earnings card carries a hard-coded '+12.5% from last month'. */
const EARNINGS_TREND = { value: 12.5, isPositive: true };

/** Value, loading flag and description of a stat computed from one query. */
function fromQuery<T>(
  query: UseQueryResult<T>,
  compute: (data: T) => string,
  description: (data: T) => string,
): Pick<StatCardProps, "value" | "loading" | "description"> {
  if (query.isSuccess) return { value: compute(query.data), description: description(query.data) };
  if (query.isError) return { value: "—", description: "Couldn't load" };
  return { value: null, loading: true, description: "Loading..." };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Your Performance': the pilot's and the client's numbers, each from real jobs. */
export function PerformanceSection({ data }: { data: DashboardData }) {
  const [, navigate] = useLocation();
  const pilotCards: StatCardProps[] = [];
  const clientCards: StatCardProps[] = [];

  if (data.pilot) {
    pilotCards.push(
      {
        title: "Total Earnings",
        icon: DollarSignIcon,
        color: "green",
        trend: EARNINGS_TREND,
        onClick: () => navigate("/pilot/earnings"),
        ...fromQuery(
          data.pilotJobs,
          (jobs) => formatCents(completedTotalCents(jobs)),
          (jobs) =>
            `From ${plural(jobs.filter((j) => j.status === "completed").length, "completed mission")}`,
        ),
      },
      {
        title: "Rating",
        icon: StarIcon,
        color: "yellow",
        onClick: () => navigate("/pilot/ratings"),
        ...fromQuery(data.pilotJobs, averageJobRating, (jobs) =>
          averageJobRating(jobs) === "N/A"
            ? "No rated missions yet"
            : "Average of your completed missions",
        ),
      },
      {
        title: "Active Missions",
        icon: PlaneIcon,
        color: "blue",
        onClick: () => navigate("/pilot/active-jobs"),
        ...fromQuery(
          data.pilotJobs,
          (jobs) => String(countActiveMissions(jobs)),
          () => "Assigned or in progress",
        ),
      },
    );
  }

  if (data.client) {
    clientCards.push(
      {
        title: "Total Spent",
        icon: WalletIcon,
        color: "purple",
        onClick: () => navigate("/client-invoices"),
        ...fromQuery(
          data.clientJobs,
          (jobs) => formatCents(completedTotalCents(jobs)),
          (jobs) =>
            `On ${plural(jobs.filter((j) => j.status === "completed").length, "completed project")}`,
        ),
      },
      {
        title: "Active Projects",
        icon: FolderKanbanIcon,
        color: "orange",
        onClick: () => navigate("/client-jobs"),
        ...fromQuery(
          data.clientJobs,
          (jobs) => String(countActiveProjects(jobs)),
          () => "Open, assigned or in progress",
        ),
      },
      {
        title: "Pending Review",
        icon: ClipboardCheckIcon,
        color: "red",
        onClick: () => navigate("/client-jobs"),
        ...fromQuery(
          data.clientJobs,
          (jobs) => String(countPendingReview(jobs)),
          () => "Deliveries waiting for your approval",
        ),
      },
      {
        title: "Properties",
        icon: BuildingIcon,
        color: "blue",
        onClick: () => navigate("/property-management"),
        ...fromQuery(
          data.properties,
          (summary) => String(summary.total ?? 0),
          (summary) =>
            `${plural(summary.in_progress ?? 0, "job")} in progress, ${summary.ready ?? 0} ready for review`,
        ),
      },
    );
  }

  const groups = [
    { key: "pilot", heading: "As a pilot", cards: pilotCards, columns: "sm:grid-cols-3" },
    { key: "client", heading: "As a client", cards: clientCards, columns: "lg:grid-cols-4" },
  ].filter((group) => group.cards.length > 0);

  return (
    <DashboardSection title="Your Performance" id="performance">
      <LoadProblems
        problems={[
          ...(data.pilot
            ? [{ query: data.pilotJobs, message: "We couldn't load your missions." }]
            : []),
          ...(data.client
            ? [
                { query: data.clientJobs, message: "We couldn't load your projects." },
                { query: data.properties, message: "We couldn't load your property summary." },
              ]
            : []),
        ]}
      />
      {groups.map((group) => (
        <div key={group.key} className="space-y-3">
          {groups.length > 1 && (
            <h3 className="text-sm font-semibold text-muted-foreground">{group.heading}</h3>
          )}
          <ul className={cn("grid grid-cols-2 gap-3 sm:gap-4", group.columns)}>
            {group.cards.map((card) => (
              <li key={card.title}>
                <StatCard {...card} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </DashboardSection>
  );
}
