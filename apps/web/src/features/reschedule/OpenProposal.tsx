import { siteMomentText, type RescheduleProposalDto } from "@skyhire/shared";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toastStore";
import { useAnswerReschedule, type RescheduleAnswer } from "./rescheduleQueries";
import { otherSideName, reasonText, type Side } from "./rescheduleText";

const DONE: Record<RescheduleAnswer, string> = {
  accept: "Flight rescheduled",
  decline: "Proposal declined",
  withdraw: "Proposal withdrawn",
};

type Props = { jobId: string; proposal: RescheduleProposalDto; me: Side; timeZone: string };

/** The proposal waiting for an answer: accept or decline it, or withdraw your own. */
export function OpenProposal({ jobId, proposal, me, timeZone }: Props) {
  const answer = useAnswerReschedule(jobId);
  const mine = proposal.proposedBy === me;
  const act = (choice: RescheduleAnswer) =>
    answer.mutate(
      { proposalId: proposal.id, answer: choice },
      {
        onSuccess: () => toast({ title: DONE[choice] }),
        onError: (error) =>
          toast({ title: "That didn't work", description: error.message, variant: "destructive" }),
      },
    );
  return (
    <div
      className="space-y-3 rounded-xl border border-brand-orange/50 bg-brand-orange/5 p-4"
      data-testid="open-reschedule"
    >
      <p className="font-semibold">
        {mine ? "You proposed" : `${proposal.proposerName} proposes`} a new flight time:{" "}
        {siteMomentText(new Date(proposal.plannedAt), timeZone)}
      </p>
      <p className="text-muted-foreground">
        Instead of {siteMomentText(new Date(proposal.fromAt), timeZone)}. Reason:{" "}
        {reasonText(proposal)}
      </p>
      {mine ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-muted-foreground">
            Waiting for {otherSideName(proposal.proposedBy)} to answer.
          </span>
          <Button variant="outline" disabled={answer.isPending} onClick={() => act("withdraw")}>
            Withdraw proposal
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => act("accept")}>
            Accept new time
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => act("decline")}>
            Decline
          </Button>
        </div>
      )}
    </div>
  );
}
