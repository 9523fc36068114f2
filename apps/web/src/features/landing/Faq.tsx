import { PRODUCT_NAME } from "@skyhire/shared";
import { ChevronDownIcon } from "lucide-react";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

const QUESTIONS = [
  {
    q: "Are the pilots licensed?",
    a: "Yes. Pilots on the marketplace are FAA Part 107 certified, the licence the US requires for commercial drone work.",
  },
  {
    q: "How does payment work?",
    a: "You pay when you book, and the money is held in escrow. It is released to the pilot only after you approve the deliverables.",
  },
  {
    q: "Does it cost anything to search?",
    a: "No. Searching for pilots is free and needs no registration.",
  },
  {
    q: "What if I'm not happy with the result?",
    a: "Our satisfaction guarantee covers you with a refund.",
  },
  {
    q: "I'm a drone pilot. Can I find work here?",
    a: `Yes. Create a ${PRODUCT_NAME} account, complete your pilot profile with your Part 107 number and start applying for jobs.`,
  },
];

/** Native details/summary: accessible, keyboard friendly, no script. */
function FaqSection() {
  return (
    <section id="faq" className={cn("bg-muted/50 py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="FAQ" title="Questions, answered" />
        <div className="mt-12 divide-y rounded-2xl border bg-card">
          {QUESTIONS.map(({ q, a }) => (
            <details key={q} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold">
                {q}
                <ChevronDownIcon
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="-mt-1 pb-5 text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function Faq() {
  return (
    <HydrateLater>
      <FaqSection />
    </HydrateLater>
  );
}
