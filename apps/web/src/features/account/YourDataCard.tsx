import { useMutation } from "@tanstack/react-query";
import { DatabaseIcon, DownloadIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/features/toast/toastStore";
import { downloadAccountData, useDeletionCheck } from "./accountData";
import { BlockerList } from "./BlockerList";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/** "Download my data" and "Delete account", on the account page. */
export function YourDataCard({ email }: { email: string }) {
  const download = useMutation({
    mutationFn: downloadAccountData,
    onSuccess: () => toast({ title: "Your data is downloading", description: "A JSON file." }),
  });
  const check = useDeletionCheck();
  const [deleting, setDeleting] = useState(false);
  const blockers = check.data?.blockers ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <DatabaseIcon className="size-4" aria-hidden />
          Your data
        </CardTitle>
        <CardDescription>
          Everything SkyHire holds about you: your profile, jobs, applications, messages, reviews,
          invoices, payouts, notifications and flight logs, as one JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {download.isError && <Alert>{download.error.message}</Alert>}
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          <DownloadIcon />
          {download.isPending ? "Preparing your data..." : "Download my data"}
        </Button>
        <div className="space-y-3 border-t pt-5">
          <h3 className="text-sm font-semibold">Delete account</h3>
          <p className="text-sm text-muted-foreground">
            Erases your personal details and signs you out everywhere. Not possible while money is
            held in escrow, a dispute is open, a job is in progress or earnings are unpaid.
          </p>
          {check.isError && <Alert>We couldn't check whether your account can be deleted.</Alert>}
          {blockers.length > 0 && (
            <Alert>
              <p className="font-medium">Your account can't be deleted yet:</p>
              <BlockerList blockers={blockers} />
            </Alert>
          )}
          <DeleteAccountDialog
            trigger={
              <Button
                variant="destructive"
                disabled={!check.data?.allowed}
                aria-busy={check.isPending || undefined}
              >
                <Trash2Icon />
                Delete account
              </Button>
            }
            open={deleting}
            onOpenChange={setDeleting}
            email={email}
            passwordRequired={check.data?.passwordRequired ?? true}
          />
        </div>
      </CardContent>
    </Card>
  );
}
