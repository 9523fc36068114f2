import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { clientProfileOf, hasClientProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { ClientProfileForm } from "@/features/onboarding/ClientProfileForm";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { useSaveClientProfile } from "@/features/onboarding/useOnboarding";
import { clientChecklist } from "@/features/profile/checklist";
import { ProfileChecklist } from "@/features/profile/ProfileChecklist";
import { toast } from "@/features/toast/toastStore";

/** /client-profile: the client's company details and the client checklist (spec section 5). */
export default function ClientProfilePage() {
  const { session, user } = useAuth();
  const save = useSaveClientProfile();
  // The client profile itself: for dual accounts `profile` is the pilot one.
  const profile = clientProfileOf(session);
  const existing = hasClientProfile(session);

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Client profile"
        title={existing ? "Your company profile" : "Set up your company profile"}
        description="Pilots see your company name and location on every job you post and every invitation you send."
      />
      {!user?.canHire && <MissingCapabilityNotice capability="hire" />}
      <div className="space-y-6">
        <ProfileChecklist title="Profile checklist" steps={clientChecklist(profile)} />
        <ClientProfileForm
          // A fresh form once the saved profile arrives, so the fields show what was stored.
          key={profile?.companyName ?? "new"}
          profile={profile}
          isPending={save.isPending}
          error={save.error}
          submitLabel="Save company profile"
          onSubmit={(values) =>
            save.mutate(values, {
              onSuccess: () =>
                toast({
                  title: "Company profile saved",
                  description: "Pilots see these details on your jobs.",
                }),
            })
          }
        />
      </div>
    </PageContainer>
  );
}
