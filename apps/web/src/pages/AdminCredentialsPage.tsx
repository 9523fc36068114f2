import { useSearch } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { CredentialQueue } from "@/features/credentials/review/CredentialQueue";
import { queueViewHref, readQueueView } from "@/features/credentials/review/queueAddress";
import { AdminNav } from "@/features/moderation/AdminNav";

/** /admin/credentials (operators only): the verification queue, oldest first, or the reviewed. */
export default function AdminCredentialsPage() {
  const view = readQueueView(useSearch());
  const reviewed = view.status === "reviewed";
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title={reviewed ? "Reviewed credentials" : "Credentials to verify"}
        description={
          reviewed
            ? "Part 107 certificates and certificates of insurance, latest decisions first, with who decided and why."
            : "Part 107 certificates and certificates of insurance, oldest first. Compare the document with what the pilot typed, then approve or reject with a reason."
        }
        actions={
          <LinkButton
            href={queueViewHref({ status: reviewed ? "pending" : "reviewed", q: view.q, page: 1 })}
            variant="outline"
          >
            {reviewed ? "Waiting for review" : "Reviewed"}
          </LinkButton>
        }
      />
      <CredentialQueue view={view} />
    </PageContainer>
  );
}
