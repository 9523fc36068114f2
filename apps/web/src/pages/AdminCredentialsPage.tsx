import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { AdminNav } from "@/features/moderation/AdminNav";
import { PageHeader } from "@/components/page/PageHeader";
import { CredentialQueue } from "@/features/credentials/review/CredentialQueue";
import { useSearch } from "wouter";

/** /admin/credentials (operators only): the verification queue, oldest first. */
export default function AdminCredentialsPage() {
  const reviewed = new URLSearchParams(useSearch()).get("status") === "reviewed";
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title={reviewed ? "Reviewed credentials" : "Credentials to verify"}
        description="Part 107 certificates and certificates of insurance, oldest first. Compare the document with what the pilot typed, then approve or reject with a reason."
        actions={
          <LinkButton
            href={reviewed ? "/admin/credentials" : "/admin/credentials?status=reviewed"}
            variant="outline"
          >
            {reviewed ? "Waiting for review" : "Reviewed"}
          </LinkButton>
        }
      />
      <CredentialQueue status={reviewed ? "reviewed" : "pending"} />
    </PageContainer>
  );
}
