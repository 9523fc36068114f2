import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useAuth } from "@/features/auth/useAuth";
import { clientChecklist } from "@/features/profile/checklist";
import { ProfileChecklist } from "@/features/profile/ProfileChecklist";

/** /client-profile and /register/client: the client's company details. */
export default function ClientProfilePage() {
  const { profile } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Client profile"
        title="Your company profile"
        description="Pilots see your company name and location when you post a job."
      />
      <ProfileChecklist title="Profile checklist" steps={clientChecklist(profile)} />
      {profile?.companyName && (
        <dl className="mt-6 grid gap-4 rounded-2xl border bg-card p-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">Company</dt>
            <dd className="font-semibold">{profile.companyName}</dd>
          </div>
          {profile.location && (
            <div>
              <dt className="text-sm text-muted-foreground">Location</dt>
              <dd className="font-semibold">{profile.location}</dd>
            </div>
          )}
        </dl>
      )}
    </PageContainer>
  );
}
