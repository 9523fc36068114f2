import { SearchIcon, UsersIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDateTime } from "@/features/checkout/money";
import { useAdminUsers } from "./moderationQueries";
import { Pager } from "./Pager";
import { StatusPill } from "./StatusPill";

const STATUS_OPTIONS = [
  { value: "all", label: "All accounts" },
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
];

/** Operators find an account by name or email, newest first, and open its page. */
export function UserList() {
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const query = useAdminUsers({ q, status, page });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <form
        role="search"
        onSubmit={search}
        className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      >
        <div className="space-y-2">
          <Label htmlFor="user-search">Name or email</Label>
          <Input
            id="user-search"
            type="search"
            value={draft}
            placeholder="e.g. Maya or maya@example.com"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="user-status">Status</Label>
          <NativeSelect
            id="user-status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <Button type="submit" className="h-11">
          <SearchIcon />
          Search
        </Button>
      </form>
      <QueryView query={query} errorMessage="We couldn't load the accounts.">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={UsersIcon} title="No accounts found">
              Try part of the name or the email address.
            </EmptyState>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data.total} {data.total === 1 ? "account" : "accounts"}
              </p>
              <ul className="divide-y rounded-2xl border bg-card" aria-label="Accounts">
                {data.items.map((user) => (
                  <li key={user.id}>
                    <Link
                      href={`/admin/users/${user.id}`}
                      className="flex flex-wrap items-center justify-between gap-2 p-4 transition-colors hover:bg-accent/60"
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold break-words">{user.name}</span>
                        <span className="block text-sm break-all text-muted-foreground">
                          {user.email}
                        </span>
                      </span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        {user.role === "admin" && <StatusPill tone="amber">Operator</StatusPill>}
                        {user.suspendedAt && <StatusPill tone="red">Suspended</StatusPill>}
                        <span>Joined {formatDateTime(user.createdAt)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} hasMore={data.hasMore} onPage={setPage} />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
