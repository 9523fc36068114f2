import type { Conversation } from "@skyhire/shared";
import { MessageSquareIcon, SearchIcon } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { buttonVariants } from "@/components/ui/button";
import { canHire } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { cn } from "@/lib/utils";
import { ConversationList } from "./ConversationList";
import { useConversation, useConversations } from "./messageQueries";
import { ThreadView } from "./ThreadView";

/**
 * Conversation list beside the open thread on wide screens; on phones one pane at a time (the
 * list, or the thread with a way back). The open conversation is `?c=<id>`, so it survives
 * a reload and the back button closes it.
 */
export function MessengerView() {
  const [params] = useSearchParams();
  const selectedId = params.get("c");
  const list = useConversations();
  // A conversation just started has no messages yet, so the list leaves it out: show it anyway.
  const selected = useConversation(selectedId);
  const conversations = withSelected(list.data?.conversations ?? [], selected.data);

  return (
    <div className="flex h-[calc(100dvh-7rem)] min-h-[26rem] overflow-hidden rounded-2xl border bg-card shadow-sm sm:h-[calc(100dvh-18rem)]">
      <aside
        aria-label="Your conversations"
        className={cn(
          "min-h-0 w-full flex-col border-r lg:flex lg:w-[22rem] lg:shrink-0",
          selectedId ? "hidden" : "flex",
        )}
      >
        <div className="border-b px-4 py-3">
          <h2 className="font-semibold">Conversations</h2>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {list.isPending ? (
            <div className="p-4">
              <ListSkeleton />
            </div>
          ) : list.isError ? (
            <div className="p-4">
              <LoadError
                message="We couldn't load your conversations."
                onRetry={() => void list.refetch()}
              />
            </div>
          ) : conversations.length === 0 ? (
            <NoConversations />
          ) : (
            <ConversationList conversations={conversations} selectedId={selectedId} />
          )}
        </div>
      </aside>
      <div
        className={cn("min-h-0 min-w-0 flex-1 flex-col lg:flex", selectedId ? "flex" : "hidden")}
      >
        {selectedId ? (
          <ThreadView conversationId={selectedId} />
        ) : (
          <div className="flex h-full items-center justify-center p-6 text-center">
            <div className="max-w-sm space-y-2">
              <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-sky-soft text-brand-sky">
                <MessageSquareIcon className="size-6" aria-hidden />
              </span>
              <p className="font-semibold">Select a conversation</p>
              <p className="text-sm text-muted-foreground">
                Pick someone on the left to read and answer their messages.
              </p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function withSelected(list: Conversation[], selected: Conversation | undefined): Conversation[] {
  if (!selected || list.some((c) => c.id === selected.id)) return list;
  return [selected, ...list];
}

function NoConversations() {
  const { user } = useAuth();
  return (
    <EmptyState
      icon={MessageSquareIcon}
      title="No conversations yet"
      className="m-4 border-none bg-transparent py-10"
      action={
        canHire(user) ? (
          <Link href="/pilots" className={buttonVariants({ variant: "outline" })}>
            <SearchIcon />
            Find a pilot to message
          </Link>
        ) : (
          <Link href="/job-board" className={buttonVariants({ variant: "outline" })}>
            Browse jobs
          </Link>
        )
      }
    >
      {canHire(user)
        ? "Message a pilot from their profile, or an applicant from your job, and the conversation shows here."
        : "When a client writes to you, or you message a client about a job you applied to, it shows here."}
    </EmptyState>
  );
}
