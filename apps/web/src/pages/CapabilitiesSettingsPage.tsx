import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useAuth } from "@/features/auth/useAuth";
import { CapabilitySettingsForm } from "@/features/onboarding/CapabilitySettingsForm";

/** /settings/capabilities: switch flying and hiring on or off for this account. */
export default function CapabilitiesSettingsPage() {
  const { session } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Settings"
        title="Capabilities"
        description="One account can fly missions, hire pilots, or both."
      />
      {session && <CapabilitySettingsForm session={session} />}
    </PageContainer>
  );
}
