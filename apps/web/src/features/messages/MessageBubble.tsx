import type { Message } from "@skyhire/shared";
import { CircleAlertIcon, CloudOffIcon, RotateCcwIcon } from "lucide-react";
import { LazyReportDialog } from "@/features/moderation/LazyReportDialog";
import { useOnline } from "@/features/offline/onlineStatus";
import { cn } from "@/lib/utils";
import { messageTime } from "./messageFormat";

/** A message typed here that the server has not confirmed yet (or refused to take). */
export interface PendingMessage {
  id: string;
  body: string;
  createdAt: string;
  status: "sending" | "failed";
}

type BubbleProps =
  | { message: Message; seen: boolean; pending?: never; onRetry?: never }
  | { pending: PendingMessage; onRetry: () => void; message?: never; seen?: never };

export function MessageBubble(props: BubbleProps) {
  const mine = props.pending ? true : props.message.mine;
  const body = props.pending ? props.pending.body : props.message.body;
  const createdAt = props.pending ? props.pending.createdAt : props.message.createdAt;
  const failed = props.pending?.status === "failed";
  const online = useOnline();

  return (
    <div className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug break-words whitespace-pre-wrap shadow-xs sm:max-w-[70%]",
          mine
            ? "rounded-br-md bg-brand-sky text-brand-sky-foreground"
            : "rounded-bl-md border bg-card text-card-foreground",
          // Dimmed while it is on its way; queued offline it stays readable (labelled below).
          props.pending && !failed && online && "opacity-70",
          failed && "bg-destructive/10 text-foreground ring-1 ring-destructive/40",
        )}
      >
        {body}
      </div>
      <p className="mt-0.5 flex items-center gap-1.5 px-1 text-[11px] text-muted-foreground">
        {failed ? (
          <>
            <CircleAlertIcon className="size-3 text-destructive" aria-hidden />
            <span className="text-destructive">Not sent.</span>
            <button
              type="button"
              onClick={props.onRetry}
              className="inline-flex items-center gap-1 font-semibold text-brand-sky hover:underline"
            >
              <RotateCcwIcon className="size-3" aria-hidden />
              Retry
            </button>
          </>
        ) : props.pending ? (
          online ? (
            "Sending…"
          ) : (
            <>
              <CloudOffIcon className="size-3" aria-hidden />
              Queued: sends when you're back online
            </>
          )
        ) : (
          <>
            <time dateTime={createdAt}>{messageTime(createdAt)}</time>
            {props.seen && <span>· Seen</span>}
            {!mine && <LazyReportDialog compact targetType="message" targetId={props.message.id} />}
          </>
        )}
      </p>
    </div>
  );
}
