import type { Conversation } from "@skyhire/shared";
import { BriefcaseIcon } from "lucide-react";
import { Link } from "wouter";
import { ViewerTimeText } from "@/components/page/ViewerTimeText";
import { cn } from "@/lib/utils";
import { listTime } from "./messageFormat";
import { PartyAvatar } from "./PartyAvatar";

export const conversationHref = (id: string) => `/messages?c=${encodeURIComponent(id)}`;

/** The conversations, newest activity first; the open one is marked. */
export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: Conversation[];
  selectedId: string | null;
}) {
  return (
    <ul aria-label="Conversations" className="divide-y">
      {conversations.map((c) => (
        <li key={c.id}>
          <ConversationRow conversation={c} selected={c.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  conversation: c,
  selected,
}: {
  conversation: Conversation;
  selected: boolean;
}) {
  const unread = c.unread > 0;
  return (
    <Link
      href={conversationHref(c.id)}
      aria-current={selected ? "page" : undefined}
      className={cn(
        "flex gap-3 px-4 py-3.5 transition-colors hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-none",
        selected && "bg-brand-sky-soft hover:bg-brand-sky-soft",
      )}
    >
      <PartyAvatar party={c.other} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn("truncate", unread ? "font-bold" : "font-semibold")}>{c.other.name}</p>
          <time dateTime={c.lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
            <ViewerTimeText text={() => listTime(c.lastActivityAt)} />
          </time>
        </div>
        {c.job && (
          <p className="flex items-center gap-1 truncate text-xs text-brand-sky">
            <BriefcaseIcon className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{c.job.title}</span>
          </p>
        )}
        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={cn(
              "min-w-0 flex-1 truncate text-sm",
              unread ? "font-medium text-foreground" : "text-muted-foreground",
            )}
          >
            {c.lastMessage
              ? `${c.lastMessage.mine ? "You: " : ""}${c.lastMessage.preview}`
              : "No messages yet"}
          </p>
          {unread && (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-orange px-1.5 text-[11px] font-bold text-brand-orange-foreground"
              aria-label={`${c.unread} unread`}
            >
              {c.unread > 99 ? "99+" : c.unread}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
