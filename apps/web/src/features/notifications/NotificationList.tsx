import type { NotificationItem } from "@skyhire/shared";
import { BellIcon, CheckIcon, ChevronRightIcon } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { inAppLink, timeAgo } from "./timeAgo";

type NotificationListProps = {
  notifications: readonly NotificationItem[];
  onMarkRead: (id: string) => void;
  /** The id being marked read right now, if any. */
  pendingId?: string | undefined;
};

/** The notifications of one page: unread ones stand out and can be marked read. */
export function NotificationList({ notifications, onMarkRead, pendingId }: NotificationListProps) {
  const [, navigate] = useLocation();

  const open = (item: NotificationItem) => {
    const link = inAppLink(item.link);
    if (!item.read) onMarkRead(item.id);
    if (link) navigate(link);
  };

  return (
    <ul className="divide-y overflow-hidden rounded-2xl border bg-card" aria-label="Notifications">
      {notifications.map((item) => {
        const link = inAppLink(item.link);
        const content = (
          <>
            <span
              className={cn(
                "mt-1 flex size-9 shrink-0 items-center justify-center rounded-xl",
                item.read ? "bg-muted text-muted-foreground" : "bg-brand-sky-soft text-brand-sky",
              )}
            >
              <BellIcon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex items-center gap-2">
                {!item.read && (
                  <span className="size-2 shrink-0 rounded-full bg-brand-sky" aria-hidden />
                )}
                <span className={cn("truncate", item.read ? "font-medium" : "font-semibold")}>
                  {item.title}
                </span>
                <span className="sr-only">{item.read ? "(read)" : "(unread)"}</span>
              </span>
              {item.body && (
                <span className="block text-sm text-muted-foreground">{item.body}</span>
              )}
              <span className="block text-xs text-muted-foreground">
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
              </span>
            </span>
            {link && (
              <ChevronRightIcon
                className="mt-2 size-4 shrink-0 text-muted-foreground"
                aria-hidden
              />
            )}
          </>
        );
        return (
          <li
            key={item.id}
            className={cn("flex items-start gap-2 pr-3", !item.read && "bg-brand-sky-soft/30")}
          >
            {link ? (
              <button
                type="button"
                onClick={() => open(item)}
                className="flex min-w-0 flex-1 items-start gap-3 p-4 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {content}
              </button>
            ) : (
              <div className="flex min-w-0 flex-1 items-start gap-3 p-4">{content}</div>
            )}
            {/* The name starts with the visible words, so "click Mark read" works by voice. */}
            {!item.read && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-3.5"
                disabled={pendingId === item.id}
                onClick={() => onMarkRead(item.id)}
                aria-label={`Mark read: ${item.title}`}
              >
                <CheckIcon />
                <span className="hidden sm:inline">Mark read</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
