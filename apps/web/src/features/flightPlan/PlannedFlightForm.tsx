import {
  dayKeyInZone,
  siteDateTime,
  zoneAbbreviation,
  type JobDto,
  type MissionWindowDto,
} from "@skyhire/shared";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useEquipment } from "@/features/equipment/equipmentQueries";
import { useToast } from "@/features/toast/useToast";
import { useConfirmPlannedFlight } from "./flightPlanQueries";

const NO_AIRCRAFT = "none";
const CLOCK = /^(\d{2}):(\d{2})/;

/** "HH:MM" of an instant on the site's clock. */
function siteClock(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return CLOCK.exec(text)?.[0] ?? "";
}

function initialTime(job: JobDto, window: MissionWindowDto | null, timeZone: string) {
  if (job.plannedFlight) return siteClock(new Date(job.plannedFlight.at), timeZone);
  return window?.kind === "fixed" ? window.startTime : "";
}

/** The hired pilot's form: a day and a time at the site, and the aircraft to fly. */
export function PlannedFlightForm({ job, timeZone }: { job: JobDto; timeZone: string }) {
  const ids = useId();
  const { toast } = useToast();
  const window = job.missionWindow;
  const [day, setDay] = useState(() =>
    job.plannedFlight
      ? dayKeyInZone(new Date(job.plannedFlight.at), timeZone)
      : (window?.date ?? ""),
  );
  const [time, setTime] = useState(() => initialTime(job, window, timeZone));
  const [aircraftId, setAircraftId] = useState(job.plannedFlight?.aircraftId ?? NO_AIRCRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const fleet = useEquipment();
  const confirm = useConfirmPlannedFlight(job.id);
  const drones = (fleet.data ?? []).filter((item) => item.type === "drone");
  const zone = day ? zoneAbbreviation(siteDateTime(day, "12:00", timeZone), timeZone) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day || !CLOCK.test(time)) {
      setProblem("Choose the day and the time you will take off.");
      return;
    }
    setProblem(null);
    confirm.mutate(
      {
        plannedAt: siteDateTime(day, time, timeZone).toISOString(),
        aircraftId: aircraftId === NO_AIRCRAFT ? null : aircraftId,
      },
      {
        onSuccess: () =>
          toast({ title: "Flight time confirmed", description: "The client sees it." }),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border bg-muted/30 p-4">
      <h3 className="text-sm font-semibold">
        {job.plannedFlight ? "Change the planned flight time" : "Confirm your planned flight time"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-day`}>Flight day</Label>
          <Input
            id={`${ids}-day`}
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-time`}>Take-off time{zone ? ` (${zone}, site time)` : ""}</Label>
          <Input
            id={`${ids}-time`}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-aircraft`}>Aircraft</Label>
          <NativeSelect
            id={`${ids}-aircraft`}
            value={aircraftId}
            onChange={(e) => setAircraftId(e.target.value)}
            options={[
              { value: NO_AIRCRAFT, label: "Not chosen yet" },
              ...drones.map((d) => ({
                value: d.id,
                label: d.antiCollisionLighting ? `${d.name} (lit for night)` : d.name,
              })),
            ]}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Inside the client's window. Before civil dawn or after civil dusk is a night operation: it
        needs your night training on file and an aircraft with anti-collision lighting.
      </p>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming..." : "Confirm flight time"}
      </Button>
    </form>
  );
}
