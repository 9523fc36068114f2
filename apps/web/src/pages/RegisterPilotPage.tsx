import { useLocation } from "wouter";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { hasClientProfile, hasPilotProfile, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { nextOnboardingStep } from "@/features/onboarding/onboardingRules";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { OnboardingSteps } from "@/features/onboarding/OnboardingSteps";
import { PilotProfileForm } from "@/features/onboarding/PilotProfileForm";
import { useSavePilotProfile } from "@/features/onboarding/useOnboarding";
import { toast } from "@/features/toast/toastStore";

/** /register/pilot: the pilot profile of onboarding (also edits an existing one). */
export default function RegisterPilotPage() {
  const { session, user } = useAuth();
  const save = useSavePilotProfile();
  const [, navigate] = useLocation();
  const existing = hasPilotProfile(session);
  const clientNext = Boolean(user?.canHire) && !hasClientProfile(session);

  return (
    <PageContainer className="max-w-3xl">
      {!existing && <OnboardingSteps user={user} current="pilot" />}
      <PageHeader
        eyebrow="Pilot profile"
        title={existing ? "Your pilot profile" : "Set up your pilot profile"}
        description="Clients choose pilots by certification, services, rates and where they fly from."
      />
      {!user?.canFly && <MissingCapabilityNotice capability="fly" />}
      <PilotProfileForm
        profile={pilotProfileOf(session)}
        isPending={save.isPending}
        error={save.error}
        submitLabel={clientNext ? "Save and continue" : "Save pilot profile"}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: (next) => {
              toast({
                title: "Pilot profile saved",
                description: clientNext
                  ? "Next, tell pilots about your company."
                  : "Clients can now find you.",
              });
              navigate(nextOnboardingStep(next));
            },
          })
        }
      />
    </PageContainer>
  );
}
