import type { JobDetail } from "@skyhire/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/page/LinkButton";
import { hasPilotProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { toast } from "@/features/toast/toastStore";
import { pilotActions } from "../jobActions";
import { useApply } from "../jobMutations";
import { ApplicationForm } from "./ApplicationForm";
import { applicationDefaults } from "./applicationForm";
import { MyApplicationCard } from "./MyApplicationCard";

/** The pilot's side of a job page: apply, or their application and its actions. */
export function PilotPanel({ job }: { job: JobDetail }) {
  const { session } = useAuth();
  const apply = useApply(job.id);
  const actions = pilotActions(job, job.myApplication);

  if (job.myApplication) return <MyApplicationCard job={job} application={job.myApplication} />;

  if (!actions.apply) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Not taking applications</CardTitle>
          <CardDescription>This job is no longer open for proposals.</CardDescription>
        </CardHeader>
        <CardContent>
          <LinkButton href="/jobs" variant="outline" className="w-full">
            Find other jobs
          </LinkButton>
        </CardContent>
      </Card>
    );
  }

  if (!hasPilotProfile(session)) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Apply for this job</CardTitle>
          <CardDescription>
            Clients hire pilots by their profile. Set yours up to send a proposal.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LinkButton href="/register/pilot" variant="flare" className="w-full">
            Create your pilot profile
          </LinkButton>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Apply for this job</CardTitle>
        <CardDescription>
          Your price, the day you'd fly and a short note. You can edit or withdraw it while the
          client decides.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApplicationForm
          defaultValues={applicationDefaults(job)}
          budgetCents={job.budget}
          isPending={apply.isPending}
          error={apply.error}
          submitLabel="Apply"
          pendingLabel="Applying..."
          onSubmit={(payload) =>
            apply.mutate(payload, {
              onSuccess: () =>
                toast({
                  title: "Application sent",
                  description: "The client has been notified. Track it in your applications.",
                }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
