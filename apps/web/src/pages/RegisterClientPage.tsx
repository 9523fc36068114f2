import { useLocation } from "wouter";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { clientProfileOf, hasClientProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { ClientProfileForm } from "@/features/onboarding/ClientProfileForm";
import { nextOnboardingStep } from "@/features/onboarding/onboardingRules";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { OnboardingSteps } from "@/features/onboarding/OnboardingSteps";
import { useSaveClientProfile } from "@/features/onboarding/useOnboarding";
import { toast } from "@/features/toast/toastStore";

/** /register/client: the client profile of onboarding (also edits an existing one). */
export default function RegisterClientPage() {
  const { session, user } = useAuth();
  const save = useSaveClientProfile();
  const [, navigate] = useLocation();
  const existing = hasClientProfile(session);

  return (
    <PageContainer className="max-w-3xl">
      {!existing && <OnboardingSteps user={user} current="client" />}
      <PageHeader
        eyebrow="Client profile"
        title={existing ? "Your company profile" : "Set up your company profile"}
        description="Pilots see your company name and location when you post a job."
      />
      {!user?.canHire && <MissingCapabilityNotice capability="hire" />}
      <ClientProfileForm
        profile={clientProfileOf(session)}
        isPending={save.isPending}
        error={save.error}
        submitLabel="Save client profile"
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: (next) => {
              toast({
                title: "Client profile saved",
                description: "You're ready to post your first job.",
              });
              navigate(nextOnboardingStep(next));
            },
          })
        }
      />
    </PageContainer>
  );
}
