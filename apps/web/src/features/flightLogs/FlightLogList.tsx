import { formatAirtime, type FlightLogDto } from "@skyhire/shared";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatFlightWindow } from "./flightFormat";

type Props = {
  logs: FlightLogDto[];
  editable: boolean;
  onEdit: (log: FlightLogDto) => void;
  onRemove: (log: FlightLogDto) => void;
};

/** The pilot's flights of the job, each with its times in the site's zone. */
export function FlightLogList({ logs, editable, onEdit, onRemove }: Props) {
  return (
    <ol className="divide-y rounded-xl border" aria-label="Logged flights">
      {logs.map((log, index) => (
        <li key={log.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold">
              Flight {index + 1}: {log.aircraftName}, {formatAirtime(log.airtimeSeconds)}
            </p>
            <p className="text-muted-foreground">
              {formatFlightWindow(log.takeoffAt, log.landingAt, log.timeZone)} · up to{" "}
              {log.maxAltitudeFtAgl} ft AGL · {log.batteryPacks}{" "}
              {log.batteryPacks === 1 ? "battery" : "batteries"} · {log.location}
            </p>
            {log.incident && (
              <p className="text-destructive">
                <span className="font-semibold">Incident:</span> {log.incident}
              </p>
            )}
            {log.remarks && <p className="text-muted-foreground">Remarks: {log.remarks}</p>}
          </div>
          {editable && (
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => onEdit(log)}>
                <PencilIcon />
                Edit<span className="sr-only"> flight {index + 1}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => onRemove(log)}
              >
                <Trash2Icon />
                Remove<span className="sr-only"> flight {index + 1}</span>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
