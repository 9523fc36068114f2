import { zoneAbbreviation, type FlightLogDto, type JobDetail } from "@skyhire/shared";
import { PlaneTakeoffIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { deliveryLists } from "@/features/delivery/party";
import { useEquipment } from "@/features/equipment/equipmentQueries";
import { toast } from "@/features/toast/toastStore";
import { FlightLogFormDialog } from "./FlightLogFormDialog";
import { FlightLogList } from "./FlightLogList";
import { useFlightSummary, useJobFlightLogs, useRemoveFlightLog } from "./flightLogQueries";
import { FlightSummaryCard } from "./FlightSummaryCard";
import { IconCardHeader } from "@/components/page/IconCardHeader";

/** The hired pilot's flight log of the job: log, correct and remove flights until delivery. */
function PilotFlightLog({ jobId }: { jobId: string }) {
  const logs = useJobFlightLogs(jobId, { enabled: true });
  const equipment = useEquipment();
  const remove = useRemoveFlightLog(jobId);
  const [editing, setEditing] = useState<FlightLogDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<FlightLogDto | null>(null);
  if (!logs.data) {
    return logs.isError ? (
      <p role="alert" className="text-sm text-destructive">
        The flight log couldn&apos;t be loaded.
      </p>
    ) : null;
  }
  const { site, editable } = logs.data;
  const fleet = (equipment.data ?? []).filter((item) => item.type === "drone");
  const zone = zoneAbbreviation(new Date(), site.timeZone);
  const open = (log: FlightLogDto | null) => {
    setEditing(log);
    setFormOpen(true);
  };
  return (
    <Card>
      <IconCardHeader icon={PlaneTakeoffIcon} title="Flight log">
        {logs.data.logs.length === 0
          ? "Log each flight of this job: at least one is needed before you deliver."
          : `${logs.data.summary.flights} ${logs.data.summary.flights === 1 ? "flight" : "flights"} logged. The client sees the count, airtime and aircraft, never your remarks.`}
      </IconCardHeader>
      <CardContent className="space-y-3">
        {logs.data.logs.length > 0 && (
          <FlightLogList
            logs={logs.data.logs}
            editable={editable}
            onEdit={open}
            onRemove={setRemoving}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {editable && (
            <Button onClick={() => open(null)} disabled={fleet.length === 0}>
              <PlusIcon />
              Log a flight
            </Button>
          )}
          {editable && equipment.isSuccess && fleet.length === 0 && (
            <LinkButton href="/fleet-management" variant="outline">
              Add a drone to your fleet first
            </LinkButton>
          )}
          <LinkButton href="/pilot/logbook" variant="ghost">
            Open your logbook
          </LinkButton>
        </div>
      </CardContent>
      <FlightLogFormDialog
        jobId={jobId}
        open={formOpen}
        onOpenChange={setFormOpen}
        log={editing}
        site={site}
        fleet={fleet}
        zoneAbbreviation={zone}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove this flight?"
        description={removing ? `The ${removing.aircraftName} flight leaves the job's log.` : ""}
        confirmLabel="Remove flight"
        pendingLabel="Removing..."
        confirmVariant="destructive"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast({ title: "Flight removed" });
            },
          })
        }
      />
    </Card>
  );
}

function ClientFlightSummary({ jobId }: { jobId: string }) {
  const summary = useFlightSummary(jobId, { enabled: true });
  return summary.data ? <FlightSummaryCard summary={summary.data} /> : null;
}

/** On the job page after the hire: the pilot's log, or the client's summary of it. */
export function JobFlightLogSection({ job, party }: { job: JobDetail; party: "client" | "pilot" }) {
  if (!deliveryLists(job).flightLog) return null;
  return party === "pilot" ? (
    <PilotFlightLog jobId={job.id} />
  ) : (
    <ClientFlightSummary jobId={job.id} />
  );
}
