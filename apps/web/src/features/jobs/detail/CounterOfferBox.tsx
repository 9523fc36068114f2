import type { ApplicationDto } from "@skyhire/shared";
import { HandshakeIcon } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ViewerTimeText } from "@/components/page/ViewerTimeText";
import { toast } from "@/features/toast/toastStore";
import { counterTerms } from "../counterTerms";
import { useAnswerCounter } from "../jobMutations";

type Counter = NonNullable<ApplicationDto["counter"]>;

/** The client's counter-offer, and the pilot's answer while it waits for one. */
export function CounterOfferBox({
  applicationId,
  counter,
  canAnswer,
}: {
  applicationId: string;
  counter: Counter;
  canAnswer: boolean;
}) {
  const answer = useAnswerCounter(applicationId);
  const respond = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: () =>
        toast({
          title: accept ? "Counter-offer accepted" : "Counter-offer declined",
          description: accept
            ? "Your proposal now has the client's price and date."
            : "Your own price and date stand. The client has been told.",
        }),
    });

  const waiting = counter.status === "pending";
  return (
    <section
      aria-label="Counter-offer"
      className="space-y-3 rounded-xl border border-brand-orange/40 bg-brand-orange/8 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <HandshakeIcon className="size-4 text-brand-orange-ink" aria-hidden />
        {waiting
          ? "The client made a counter-offer"
          : counter.status === "accepted"
            ? "You accepted the client's counter-offer"
            : "You declined the client's counter-offer"}
      </p>
      <p className="text-sm">
        <span className="font-display text-lg font-bold">
          <ViewerTimeText text={() => counterTerms(counter)} />
        </span>
      </p>
      {counter.message && (
        <blockquote className="border-l-2 border-brand-orange/50 pl-3 text-sm text-muted-foreground">
          {counter.message}
        </blockquote>
      )}
      {waiting && canAnswer && (
        <>
          <div className="flex gap-2">
            <Button
              variant="flare"
              className="flex-1"
              disabled={answer.isPending}
              onClick={() => respond(true)}
            >
              Accept
            </Button>
            <Button
              variant="outline"
              className="flex-1"
              disabled={answer.isPending}
              onClick={() => respond(false)}
            >
              Decline
            </Button>
          </div>
          {answer.error && <Alert>{answer.error.message}</Alert>}
        </>
      )}
    </section>
  );
}
