import type { Conversation, Message } from "@skyhire/shared";
import { ArrowLeftIcon, BriefcaseIcon, MessageSquareIcon, UserRoundIcon } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LoadError } from "@/components/page/LoadError";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { statusOf } from "@/lib/queryClient";
import { cn } from "@/lib/utils";
import { Composer } from "./Composer";
import {
  flattenPages,
  useConversation,
  useMarkConversationRead,
  useMessages,
  useSendMessage,
} from "./messageQueries";
import { MessageBubble, type PendingMessage } from "./MessageBubble";
import { dayLabel, newMessageId, sameDay } from "./messageFormat";
import { PartyAvatar } from "./PartyAvatar";
import { IconButton } from "@/components/ui/icon-button";

/** One conversation: who it is with, its messages and the composer. */
export function ThreadView({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) return <ThreadSkeleton />;
  if (conversation.isError) {
    return statusOf(conversation.error) === 404 ? (
      <div className="p-6">
        <EmptyState
          icon={MessageSquareIcon}
          title="This conversation isn't available"
          action={
            <Link href="/messages" className={buttonVariants({ variant: "outline" })}>
              All conversations
            </Link>
          }
        >
          It may have been removed, or it belongs to someone else.
        </EmptyState>
      </div>
    ) : (
      <div className="p-6">
        <LoadError
          message="We couldn't load this conversation."
          onRetry={() => void conversation.refetch()}
        />
      </div>
    );
  }
  return <Thread key={conversationId} conversation={conversation.data} />;
}

function Thread({ conversation }: { conversation: Conversation }) {
  const messages = useMessages(conversation.id);
  const { mutateAsync: sendMessage } = useSendMessage(conversation.id);
  const markRead = useMarkConversationRead(conversation.id);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const loaded = useMemo(() => flattenPages(messages.data), [messages.data]);
  const loadedIds = useMemo(() => new Set(loaded.map((m) => m.id)), [loaded]);
  // A sent message stays in the pending list until the refetched thread holds it.
  const waiting = pending.filter((p) => !loadedIds.has(p.id));

  const deliver = useCallback(
    (message: PendingMessage) => {
      setPending((list) => [
        ...list.filter((p) => p.id !== message.id),
        { ...message, status: "sending" },
      ]);
      // mutateAsync settles for this very message even when others were sent after it (a
      // queue built up offline resumes together when the connection is back).
      sendMessage({ id: message.id, body: message.body }).catch(() =>
        setPending((list) =>
          list.map((p) => (p.id === message.id ? { ...p, status: "failed" } : p)),
        ),
      );
    },
    [sendMessage],
  );

  // Opening the thread (and new messages arriving while it is on screen) reads them.
  const { mutate: markAsRead, isPending: marking } = markRead;
  const unread = conversation.unread;
  useEffect(() => {
    const readIfVisible = () => {
      if (unread > 0 && !marking && document.visibilityState === "visible") markAsRead();
    };
    readIfVisible();
    document.addEventListener("visibilitychange", readIfVisible);
    return () => document.removeEventListener("visibilitychange", readIfVisible);
  }, [unread, marking, markAsRead]);

  const lastMineSeen = useMemo(() => {
    const mine = loaded.filter((m) => m.mine);
    const last = mine[mine.length - 1];
    return last && conversation.otherReadSeq >= last.seq ? last.id : null;
  }, [loaded, conversation.otherReadSeq]);

  return (
    <section
      aria-label={`Conversation with ${conversation.other.name}`}
      className="flex h-full min-h-0 flex-col"
    >
      <ThreadHeader conversation={conversation} />
      <MessageScroller
        messages={loaded}
        pending={waiting}
        lastMineSeen={lastMineSeen}
        isPending={messages.isPending}
        error={messages.isError}
        onRetryLoad={() => void messages.refetch()}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        onRetrySend={deliver}
        otherName={conversation.other.name}
      />
      {conversation.other.accountDeleted ? (
        <p role="note" className="border-t bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
          {conversation.other.name} deleted their account. You can still read this conversation, but
          new messages can't reach them.
        </p>
      ) : (
        <Composer
          recipient={conversation.other.name}
          onSend={(body) =>
            deliver({
              id: newMessageId(),
              body,
              createdAt: new Date().toISOString(),
              status: "sending",
            })
          }
        />
      )}
    </section>
  );
}

function ThreadHeader({ conversation: c }: { conversation: Conversation }) {
  return (
    <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
      <IconButton asChild label="All conversations" side="bottom" className="shrink-0 lg:hidden">
        <Link href="/messages">
          <ArrowLeftIcon />
        </Link>
      </IconButton>
      <PartyAvatar party={c.other} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{c.other.name}</h2>
        {c.job ? (
          <Link
            href={`/jobs/${encodeURIComponent(c.job.id)}`}
            className="flex items-center gap-1 text-sm text-brand-sky hover:underline"
          >
            <BriefcaseIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{c.job.title}</span>
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">
            {c.other.role === "pilot" ? "Drone pilot" : "Client"}
          </p>
        )}
      </div>
      {c.other.pilotProfileId && (
        <Link
          href={`/pilots/${encodeURIComponent(c.other.pilotProfileId)}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0")}
        >
          <UserRoundIcon />
          <span className="hidden sm:inline">View profile</span>
          <span className="sr-only sm:hidden">View profile</span>
        </Link>
      )}
    </header>
  );
}

function MessageScroller(props: {
  messages: Message[];
  pending: PendingMessage[];
  lastMineSeen: string | null;
  isPending: boolean;
  error: boolean;
  onRetryLoad: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetrySend: (message: PendingMessage) => void;
  otherName: string;
}) {
  const { messages, pending } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const newest = pending[pending.length - 1]?.id ?? messages[messages.length - 1]?.id;
  const stickToBottom = useRef(true);

  // Follow new messages when the reader is at the bottom (or just sent one); loading older
  // ones above must not yank the view.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [newest, pending.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  let body;
  if (props.isPending) {
    body = (
      <div className="space-y-3 p-4" aria-hidden>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
        <Skeleton className="h-14 w-3/5" />
      </div>
    );
  } else if (props.error) {
    body = (
      <div className="p-4">
        <LoadError message="We couldn't load the messages." onRetry={props.onRetryLoad} />
      </div>
    );
  } else if (messages.length === 0 && pending.length === 0) {
    body = (
      <div className="flex h-full items-center justify-center p-6 text-center">
        <div className="max-w-xs space-y-1">
          <p className="font-semibold">Say hello to {props.otherName}</p>
          <p className="text-sm text-muted-foreground">
            Share the location, the date you have in mind and what you need delivered.
          </p>
        </div>
      </div>
    );
  } else {
    body = (
      <ol className="space-y-1.5 px-3 py-4 sm:px-5" aria-label="Messages">
        {props.hasOlder && (
          <li className="flex justify-center pb-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={props.onLoadOlder}
              disabled={props.loadingOlder}
            >
              {props.loadingOlder ? "Loading…" : "Load earlier messages"}
            </Button>
          </li>
        )}
        {messages.map((m, i) => (
          <li key={m.id}>
            {(i === 0 || !sameDay(messages[i - 1]!.createdAt, m.createdAt)) && (
              <p className="py-2 text-center text-xs font-medium text-muted-foreground">
                {dayLabel(m.createdAt)}
              </p>
            )}
            <MessageBubble message={m} seen={m.id === props.lastMineSeen} />
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id}>
            <MessageBubble pending={p} onRetry={() => props.onRetrySend(p)} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      aria-live="polite"
      aria-relevant="additions"
    >
      {body}
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div className="flex h-full flex-col" aria-busy="true">
      <div className="flex items-center gap-3 border-b p-4">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="flex-1 space-y-3 p-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
      </div>
    </div>
  );
}
