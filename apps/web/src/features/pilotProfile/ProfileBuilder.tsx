import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryView } from "@/components/page/QueryView";
import { hasPilotProfile, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { PilotProfileForm } from "@/features/onboarding/PilotProfileForm";
import { useSavePilotProfile } from "@/features/onboarding/useOnboarding";
import { useMyCredentials } from "@/features/credentials/credentialQueries";
import { CredentialsSection } from "@/features/credentials/CredentialsSection";
import { toast } from "@/features/toast/toastStore";
import { BuilderChecklist } from "./BuilderChecklist";
import { builderSteps, SECTION_IDS } from "./builderChecklist";
import { BuilderSection } from "./BuilderSection";
import { ExperienceSection } from "./ExperienceSection";
import { PILOT_PROFILE_ME_KEY, usePilotProfileDetail } from "./pilotProfileQueries";
import { ProfileImagePicker } from "./ProfileImagePicker";
import { ServiceAreasSection } from "./ServiceAreasSection";
import { ServicesEquipmentSection } from "./ServicesEquipmentSection";

/** Shown in the sections that need a saved profile before they can hold anything. */
function SaveBasicsFirst({ what }: { what: string }) {
  return (
    <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
      Save your basic info first, then add {what} here.
    </p>
  );
}

/**
 * The pilot profile builder: the checklist of spec section 5 on top, then one section per
 * step (basic info, profile media, services and equipment, service areas) and experience.
 */
export function ProfileBuilder() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const sessionProfile = pilotProfileOf(session);
  const exists = hasPilotProfile(session);
  const detailQuery = usePilotProfileDetail(exists);
  const detail = exists ? detailQuery.data : undefined;
  const credentials = useMyCredentials(exists).data;
  const steps = builderSteps(detail, sessionProfile, credentials);
  const done = (id: string) => steps.find((s) => s.id === id)?.done ?? false;
  const save = useSavePilotProfile();

  const needsProfile = (what: string, render: () => ReactNode) =>
    exists ? (
      <QueryView query={detailQuery} errorMessage="We couldn't load your pilot profile.">
        {() => render()}
      </QueryView>
    ) : (
      <SaveBasicsFirst what={what} />
    );

  const basicInfo = (
    <BuilderSection
      id={SECTION_IDS.basic}
      title="Basic info"
      description="Your Part 107 certificate, business, base, services and rates."
      done={done("basic")}
      plain
    >
      <PilotProfileForm
        profile={sessionProfile}
        isPending={save.isPending}
        error={save.error}
        submitLabel="Save basic info"
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: () => {
              void queryClient.invalidateQueries({ queryKey: PILOT_PROFILE_ME_KEY });
              toast({
                title: "Basic info saved",
                description: exists
                  ? "Your profile is up to date."
                  : "Next, add your photos, equipment and service areas.",
              });
            },
          })
        }
      />
    </BuilderSection>
  );

  // A new pilot starts with basic info; once it is saved, it moves to the end of the page.
  return (
    <div className="space-y-6">
      <BuilderChecklist steps={steps} />
      {!exists && basicInfo}

      <BuilderSection
        id={SECTION_IDS.media}
        title="Profile media"
        description="A profile image and a cover image: the first things clients see."
        done={done("media")}
      >
        {needsProfile("your photos", () => (
          <div className="grid gap-8 md:grid-cols-[12rem_minmax(0,1fr)]">
            <ProfileImagePicker kind="profile" url={detail?.profileImageUrl ?? null} />
            <ProfileImagePicker kind="cover" url={detail?.coverImageUrl ?? null} />
          </div>
        ))}
      </BuilderSection>

      <BuilderSection
        id={SECTION_IDS.services}
        title="Services and equipment"
        description="At least one service you offer and one piece of equipment you fly."
        done={done("services")}
      >
        {needsProfile("your equipment", () =>
          detail ? <ServicesEquipmentSection detail={detail} /> : null,
        )}
      </BuilderSection>

      <BuilderSection
        id={SECTION_IDS.areas}
        title="Service areas"
        description="Where you fly and how far you travel. Clients searching there find you."
        done={done("areas")}
      >
        {needsProfile("the places you fly", () =>
          detail ? <ServiceAreasSection detail={detail} /> : null,
        )}
      </BuilderSection>

      <BuilderSection
        id={SECTION_IDS.credentials}
        title="Credentials"
        description="Your Part 107 certificate, liability insurance and FAA registrations, checked by our operators. Clients see badges, never your numbers or documents."
        done={done("credentials")}
      >
        {needsProfile("your credentials", () => (
          <CredentialsSection />
        ))}
      </BuilderSection>

      <BuilderSection
        id="experience"
        title="Experience"
        description="Flight hours and years flying, shown on your profile and in search results."
      >
        {needsProfile("your flight hours", () =>
          detail ? <ExperienceSection key={detail.id} detail={detail} /> : null,
        )}
      </BuilderSection>
      {exists && basicInfo}
    </div>
  );
}
