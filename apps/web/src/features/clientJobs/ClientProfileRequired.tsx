import { Building2Icon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";

/** Shown to users who may hire but have not set up the company profile jobs are posted under. */
export function ClientProfileRequired({ children }: { children: string }) {
  return (
    <EmptyState
      icon={Building2Icon}
      title="Set up your company profile first"
      action={<LinkButton href="/client-profile">Set up company profile</LinkButton>}
    >
      {children}
    </EmptyState>
  );
}
