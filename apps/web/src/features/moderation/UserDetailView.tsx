import type { AdminUserDetail } from "@skyhire/shared";
import { BanIcon, UserCheckIcon } from "lucide-react";
import { Link } from "wouter";
import { Alert } from "@/components/ui/alert";
import { formatDateTime, formatMoney } from "@/features/checkout/money";
import { JobModerationRow } from "./JobModerationRow";
import { ReasonActionDialog } from "./ReasonActionDialog";
import { ReportSummary } from "./ReportItem";
import { Section } from "./Section";
import { StatusPill } from "./StatusPill";
import { UserMoney } from "./UserMoney";

const list = "divide-y rounded-2xl border bg-card";

function capabilities(user: AdminUserDetail["user"]): string {
  const can = [user.canFly && "flies", user.canHire && "hires"].filter(Boolean);
  return can.length ? `Account ${can.join(" and ")}` : "No capability chosen yet";
}

/** An account as the operator weighs it, with suspend or reinstate. */
export function UserDetailView({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const url = `/api/admin/users/${user.id}`;
  return (
    <div className="space-y-8">
      <section className="space-y-4 rounded-2xl border bg-card p-5" aria-label="Account">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <p className="text-sm break-all text-muted-foreground">{user.email}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span>{capabilities(user)}</span>
              {user.role === "admin" && <StatusPill tone="amber">Operator</StatusPill>}
              {user.suspendedAt ? (
                <StatusPill tone="red">Suspended</StatusPill>
              ) : (
                <StatusPill tone="green">Active</StatusPill>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {[user.companyName, user.businessName].filter(Boolean).join(" · ") ||
                "No company or business name"}{" "}
              · joined {formatDateTime(user.createdAt)}
            </p>
          </div>
          {user.role !== "admin" &&
            (user.suspendedAt ? (
              <ReasonActionDialog
                url={`${url}/reinstate`}
                label="Reinstate account"
                icon={<UserCheckIcon />}
                description={`${user.name} can sign in again, and their profile and open jobs are listed again.`}
                confirmLabel="Reinstate"
                pendingLabel="Reinstating..."
                doneTitle="Account reinstated"
                reasonLabel="Why reinstate?"
              />
            ) : (
              <ReasonActionDialog
                url={`${url}/suspend`}
                label="Suspend account"
                icon={<BanIcon />}
                description={`${user.name} is signed out everywhere at once and can't sign in; their pilot profile leaves search and their open jobs leave the board. Money in escrow stays where it is. They see your reason when they try to sign in.`}
                confirmLabel="Suspend"
                pendingLabel="Suspending..."
                doneTitle="Account suspended"
                reasonLabel="Reason shown to the account holder"
                placeholder="e.g. Several clients reported requests for payment outside SkyHire."
                variant="destructive"
                danger
              />
            ))}
        </div>
        {user.suspendedAt && (
          <Alert>
            Suspended {formatDateTime(user.suspendedAt)}: {user.suspensionReason}
          </Alert>
        )}
      </section>

      <section className="space-y-3" aria-label="Money">
        <h2 className="text-lg font-semibold">Money</h2>
        <UserMoney money={detail.money} />
      </section>

      <Section title="Jobs posted" count={detail.jobs.length} empty="No jobs posted.">
        <ul className={list}>
          {detail.jobs.map((job) => (
            <JobModerationRow key={job.id} job={job} />
          ))}
        </ul>
      </Section>

      <Section
        title="Applications"
        count={detail.applications.length}
        empty="No applications sent."
      >
        <ul className={list}>
          {detail.applications.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 p-4 text-sm">
              <span className="font-medium break-words">{a.jobTitle}</span>
              <span className="text-muted-foreground">
                {a.status} · {formatMoney(a.quoteCents)} · {formatDateTime(a.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Disputes" count={detail.disputes.length} empty="No disputes.">
        <ul className={list}>
          {detail.disputes.map((d) => (
            <li key={d.id} className="p-4 text-sm">
              <Link
                href={`/admin/disputes/${d.id}`}
                className="font-medium text-brand-sky underline"
              >
                {d.jobTitle}
              </Link>{" "}
              <span className="text-muted-foreground">
                · {d.status} · opened {formatDateTime(d.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Credentials" count={detail.credentials.length} empty="No credentials.">
        <ul className={list}>
          {detail.credentials.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 p-4 text-sm">
              <span className="font-medium">{c.kind === "part107" ? "Part 107" : "Insurance"}</span>
              <span className="text-muted-foreground">
                {c.reviewStatus} · submitted {formatDateTime(c.submittedAt)}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Reports against this account"
        count={detail.reports.length}
        empty="Nobody has reported this account."
      >
        <ul className={list}>
          {detail.reports.map((report) => (
            <li key={report.id} className="p-4">
              <ReportSummary report={report} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
