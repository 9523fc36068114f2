import type { StartConversation } from "@skyhire/shared";
import { LoaderCircleIcon, MessageSquareIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { conversationHref } from "./ConversationList";
import { useStartConversation } from "./messageQueries";

type StartConversationButtonProps = Omit<ComponentProps<typeof Button>, "onClick"> & {
  target: StartConversation;
  label?: string;
};

/** Opens the conversation with this pilot (or about this job), starting it the first time. */
export function StartConversationButton({
  target,
  label = "Message",
  children,
  ...buttonProps
}: StartConversationButtonProps) {
  const [, navigate] = useLocation();
  const start = useStartConversation();
  return (
    <Button
      {...buttonProps}
      disabled={start.isPending || buttonProps.disabled}
      onClick={() =>
        start.mutate(target, {
          onSuccess: (conversation) => navigate(conversationHref(conversation.id)),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Couldn't open the conversation",
              description: error instanceof ApiError ? error.userMessage : "Please try again.",
            }),
        })
      }
    >
      {start.isPending ? <LoaderCircleIcon className="animate-spin" /> : <MessageSquareIcon />}
      {children ?? label}
    </Button>
  );
}
