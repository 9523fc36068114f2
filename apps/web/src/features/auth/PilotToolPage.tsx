import { UserRoundPenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { canFly, hasPilotProfile } from "./profile";
import { useAuth } from "./useAuth";

type PilotToolPageProps = {
  eyebrow: string;
  title: string;
  description: string;
  /** Header buttons, for accounts that fly. */
  actions?: ReactNode;
  /** Show the header buttons only once the pilot profile exists. */
  actionsNeedProfile?: boolean;
  /** What the missing fly capability stops on this screen. */
  missingCapability: string;
  /** Why the tool needs a pilot profile, and the link that sets one up. */
  noProfile: { action: ReactNode; children: ReactNode };
  /** The tool itself, shown to a pilot with a profile. */
  children: ReactNode;
};

/** A screen for pilots: the tool, or what the account still lacks to use it. */
export function PilotToolPage({
  eyebrow,
  title,
  description,
  actions,
  actionsNeedProfile = false,
  missingCapability,
  noProfile,
  children,
}: PilotToolPageProps) {
  const { session, user } = useAuth();
  const flies = canFly(user);
  const hasProfile = hasPilotProfile(session);
  const showActions = flies && (hasProfile || !actionsNeedProfile);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        description={description}
        actions={showActions ? actions : undefined}
      />
      {!flies ? (
        <MissingCapabilityNotice capability="fly" consequence={missingCapability} />
      ) : !hasProfile ? (
        <EmptyState
          icon={UserRoundPenIcon}
          title="Set up your pilot profile first"
          action={noProfile.action}
        >
          {noProfile.children}
        </EmptyState>
      ) : (
        children
      )}
    </PageContainer>
  );
}
