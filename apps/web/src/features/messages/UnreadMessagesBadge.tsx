import { useAuth } from "@/features/auth/useAuth";
import { cn } from "@/lib/utils";
import { useUnreadMessagesCount } from "./messageQueries";

/** The unread-messages count beside the nav's Messages entry; nothing when all are read. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { isAuthenticated } = useAuth();
  const { data: count = 0 } = useUnreadMessagesCount(isAuthenticated);
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-orange px-1.5 text-[11px] leading-none font-bold text-brand-orange-foreground",
        className,
      )}
      aria-label={`${count} unread ${count === 1 ? "message" : "messages"}`}
      data-testid="unread-messages-badge"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
