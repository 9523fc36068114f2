import type { CredentialBadges } from "@skyhire/shared";
import { CredentialBadgeList } from "@/features/credentials/CredentialBadgeList";

type Verified = { credentials: CredentialBadges; backgroundChecked: boolean };

/** The verified badges a pilot carries, with their check dates (never a certificate number). */
export function PilotBadges({ pilot, className }: { pilot: Verified; className?: string }) {
  return (
    <CredentialBadgeList
      credentials={pilot.credentials}
      backgroundChecked={pilot.backgroundChecked}
      className={className}
    />
  );
}
