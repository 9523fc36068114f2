import { ShieldAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { canHire } from "./profile";
import { useAuth } from "./useAuth";

/** Client job management needs the hiring capability; everyone else is told how to get it. */
export function RequireHireCapability({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (canHire(user)) return <>{children}</>;
  return (
    <PageContainer>
      <EmptyState
        icon={ShieldAlertIcon}
        title="Hiring isn't enabled on your account"
        action={<LinkButton href="/settings/capabilities">Review your capabilities</LinkButton>}
      >
        Managing client jobs needs the hiring (client) capability. You can check which capabilities
        your account has in capability settings.
      </EmptyState>
    </PageContainer>
  );
}
