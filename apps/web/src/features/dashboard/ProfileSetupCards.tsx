import { showsClientData, showsPilotData, type DashboardView } from "@skyhire/shared";
import { ArrowRightIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { clientProfileOf, pilotProfileOf } from "@/features/auth/profile";
import type { AuthSession } from "@/features/auth/types";
import { clientChecklist, completionPercent, pilotChecklist } from "@/features/profile/checklist";
import { ProfileChecklist } from "@/features/profile/ProfileChecklist";

/**
 * The profile setup card (spec sections 2 and 5): the checklist of each profile in view,
 * linking to /pilot/profile or /register/client, and hidden at 100%.
 */
export function ProfileSetupCards({
  session,
  view,
}: {
  session: AuthSession;
  view: DashboardView;
}) {
  const cards = [
    ...(showsPilotData(session.user, view)
      ? [
          {
            key: "pilot",
            title: "Complete your pilot profile",
            steps: pilotChecklist(pilotProfileOf(session)),
            href: "/pilot/profile",
            cta: "Finish pilot profile",
          },
        ]
      : []),
    ...(showsClientData(session.user, view)
      ? [
          {
            key: "client",
            title: "Complete your client profile",
            steps: clientChecklist(clientProfileOf(session)),
            href: "/register/client",
            cta: "Finish client profile",
          },
        ]
      : []),
  ].filter((card) => completionPercent(card.steps) < 100);

  if (cards.length === 0) return null;
  return (
    <div className={cards.length > 1 ? "grid gap-4 lg:grid-cols-2" : undefined}>
      {cards.map((card) => (
        <ProfileChecklist
          key={card.key}
          title={card.title}
          steps={card.steps}
          action={
            <LinkButton href={card.href} variant="flare">
              {card.cta}
              <ArrowRightIcon />
            </LinkButton>
          }
        />
      ))}
    </div>
  );
}
