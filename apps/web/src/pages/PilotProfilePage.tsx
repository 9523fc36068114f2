import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useAuth } from "@/features/auth/useAuth";
import { pilotChecklist } from "@/features/profile/checklist";
import { ProfileChecklist } from "@/features/profile/ProfileChecklist";

/** /pilot-profile, /pilot/profile and /register/pilot: the pilot profile builder. */
export default function PilotProfilePage() {
  const { profile } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Pilot profile"
        title="Build your pilot profile"
        description="Clients choose pilots by certification, services, equipment and where they fly. Complete each step to stand out."
      />
      <ProfileChecklist title="Profile checklist" steps={pilotChecklist(profile)} />
    </PageContainer>
  );
}
