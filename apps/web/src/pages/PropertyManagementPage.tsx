import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { hasClientProfile } from "@/features/auth/profile";
import { RequireHireCapability } from "@/features/auth/RequireHireCapability";
import { useAuth } from "@/features/auth/useAuth";
import { ClientProfileRequired } from "@/features/clientJobs/ClientProfileRequired";
import { PropertyManager } from "@/features/properties/PropertyManager";

/** /property-management: the client's properties, the jobs at each, and their summary. */
export default function PropertyManagementPage() {
  const { session } = useAuth();
  return (
    <RequireHireCapability>
      <PageContainer>
        <PageHeader
          eyebrow="Properties"
          title="Property management"
          description="Keep the sites you fly again and again in one place, and follow every shoot at each of them from pending to completed."
        />
        {hasClientProfile(session) ? (
          <PropertyManager />
        ) : (
          <ClientProfileRequired>
            Properties belong to your company profile. Add your company name and location, then come
            back to add your sites.
          </ClientProfileRequired>
        )}
      </PageContainer>
    </RequireHireCapability>
  );
}
