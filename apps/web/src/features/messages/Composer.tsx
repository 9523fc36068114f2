import { MESSAGE_MAX_LENGTH } from "@skyhire/shared";
import { SendIcon } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { isSendKey } from "./messageFormat";
import { IconButton } from "@/components/ui/icon-button";

/** Enter sends, Shift+Enter starts a new line; the box grows with the text up to a limit. */
export function Composer({
  onSend,
  recipient,
}: {
  onSend: (body: string) => void;
  recipient: string;
}) {
  const [text, setText] = useState("");
  const body = text.trim();
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const canSend = body.length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(body);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="border-t bg-card/80 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="message-composer" className="sr-only">
          Message {recipient}
        </label>
        <textarea
          id="message-composer"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Message ${recipient}`}
          aria-invalid={tooLong || undefined}
          aria-describedby="composer-hint"
          className={cn(
            "field-sizing-content max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none rounded-xl border border-input bg-background px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring aria-invalid:border-destructive md:text-sm",
          )}
        />
        <IconButton
          type="submit"
          variant="flare"
          className="size-11 shrink-0 rounded-xl"
          disabled={!canSend}
          label="Send message"
        >
          <SendIcon />
        </IconButton>
      </div>
      <p id="composer-hint" className="mt-1.5 px-1 text-xs text-muted-foreground">
        {tooLong ? (
          <span className="text-destructive">
            {body.length.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")}{" "}
            characters: shorten your message to send it.
          </span>
        ) : (
          <>
            <span className="hidden sm:inline">Enter to send, Shift+Enter for a new line.</span>
            <span className="sm:hidden">Messages are private to the two of you.</span>
          </>
        )}
      </p>
    </form>
  );
}
