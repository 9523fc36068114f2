import type { PaymentsConfigDto } from "@skyhire/shared";
import { FlaskConicalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCardNumber } from "./cardForm";

const OUTCOMES: Record<PaymentsConfigDto["testCards"][number]["outcome"], string> = {
  succeeds: "succeeds",
  declined: "is declined",
  retry: "fails once with a processing error, then succeeds on retry",
};

/** The test provider's cards, each with what it does and a button to fill it in. */
export function TestCards({
  cards,
  onUse,
}: {
  cards: PaymentsConfigDto["testCards"];
  onUse: (number: string) => void;
}) {
  return (
    <section
      aria-labelledby="test-cards"
      className="space-y-2 rounded-xl border border-dashed border-brand-orange/50 bg-brand-orange/5 p-3"
    >
      <h3 id="test-cards" className="flex items-center gap-1.5 text-sm font-semibold">
        <FlaskConicalIcon className="size-4 text-brand-orange-ink" aria-hidden />
        Test cards: no real money moves
      </h3>
      <ul className="space-y-1.5 text-sm">
        {cards.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-mono font-medium tabular-nums">
                {formatCardNumber(card.number)}
              </span>
              <span className="block text-xs text-muted-foreground">{OUTCOMES[card.outcome]}</span>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onUse(card.number)}
              aria-label={`Use test card ${formatCardNumber(card.number)}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Any future expiry date and any 3-digit code.</p>
    </section>
  );
}
