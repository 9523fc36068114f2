import { PRODUCT_NAME } from "@skyhire/shared";
import { ArrowRightIcon, InfoIcon } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/useAuth";
import { CapabilityChoiceCards } from "@/features/onboarding/CapabilityChoiceCards";
import { OnboardingSteps } from "@/features/onboarding/OnboardingSteps";
import {
  capabilitiesFor,
  choiceForUser,
  nextOnboardingStep,
  nextStepForCapabilities,
  type CapabilityChoice,
} from "@/features/onboarding/onboardingRules";
import { useSaveCapabilities } from "@/features/onboarding/useOnboarding";

/** /registration: a new account chooses to fly, hire or both, then fills in the profile(s). */
export default function RegistrationPage() {
  const { user } = useAuth();
  const [choice, setChoice] = useState<CapabilityChoice | null>(() => choiceForUser(user));
  const [touched, setTouched] = useState(false);
  const save = useSaveCapabilities();
  const [, navigate] = useLocation();

  function submit() {
    setTouched(true);
    if (!choice) return;
    const capabilities = capabilitiesFor(choice);
    save.mutate(capabilities, {
      onSuccess: (session) =>
        navigate(session ? nextOnboardingStep(session) : nextStepForCapabilities(capabilities)),
    });
  }

  return (
    <PageContainer className="max-w-5xl">
      <OnboardingSteps user={choice ? capabilitiesFor(choice) : null} current="choose" />
      <PageHeader
        eyebrow="Finish setting up"
        title={`How will you use ${PRODUCT_NAME}?`}
        description="Pick what you'll do here. We'll then ask for the profile that goes with it."
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-6"
      >
        <CapabilityChoiceCards value={choice} onChange={setChoice} disabled={save.isPending} />
        {touched && !choice && (
          <p className="text-sm font-medium text-destructive" role="alert">
            Choose at least one: flying missions or hiring pilots
          </p>
        )}
        {save.isError && <Alert>{save.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            You can change this any time in Settings. Turning one off never deletes your profile.
          </p>
          <Button
            type="submit"
            variant="flare"
            size="lg"
            className="shrink-0"
            disabled={save.isPending}
          >
            {save.isPending ? "Saving..." : "Continue"}
            {!save.isPending && <ArrowRightIcon />}
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}
