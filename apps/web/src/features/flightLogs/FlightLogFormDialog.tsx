import { zodResolver } from "@hookform/resolvers/zod";
import type { FlightLogDto } from "@skyhire/shared";
import { useId } from "react";
import { describedBy, FieldMessages, FormField } from "@/components/forms/FormField";
import { FormDialog } from "@/components/forms/FormDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { useAddOrEditForm } from "@/components/forms/useAddOrEditForm";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/features/toast/toastStore";
import { flightLogDefaults, flightLogFormSchema, toFlightLogPayload } from "./flightLogForm";
import { useAddFlightLog, useUpdateFlightLog } from "./flightLogQueries";

const resolver = zodResolver(flightLogFormSchema);

type Props = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The flight to correct, or null to log one. */
  log: FlightLogDto | null;
  site: { location: string; timeZone: string };
  fleet: { id: string; name: string }[];
  zoneAbbreviation: string;
};

/** Log or correct one flight: aircraft, site date and clock times, altitude, batteries, notes. */
export function FlightLogFormDialog({
  jobId,
  open,
  onOpenChange,
  log,
  site,
  fleet,
  ...rest
}: Props) {
  const ids = useId();
  const { form, submit, isPending, error } = useAddOrEditForm({
    open,
    item: log,
    resolver,
    defaults: (item) => flightLogDefaults(item, site, fleet),
    toPayload: (values) => toFlightLogPayload(values, site.timeZone),
    add: useAddFlightLog(jobId),
    update: useUpdateFlightLog(jobId),
    onSaved: (saved) => {
      toast({ title: log ? "Flight updated" : "Flight logged", description: saved.aircraftName });
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const aircraftId = `${ids}-aircraft`;
  const options = [
    { value: "", label: fleet.length ? "Choose an aircraft" : "No drones in your fleet yet" },
    ...fleet.map((drone) => ({ value: drone.id, label: drone.name })),
  ];
  const zone = rest.zoneAbbreviation;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={log ? "Edit flight" : "Log a flight"}
      description={`Times are the site's local time (${zone}). Remarks and incidents stay private to you; the client sees the number of flights, the airtime and the aircraft.`}
      onSubmit={submit}
      isPending={isPending}
      error={error}
      submitLabel={log ? "Save flight" : "Log flight"}
      pendingLabel="Saving..."
    >
      <div className="space-y-2">
        <Label htmlFor={aircraftId}>Aircraft</Label>
        <NativeSelect
          id={aircraftId}
          options={options}
          aria-invalid={errors.equipmentId ? true : undefined}
          aria-describedby={describedBy(aircraftId, null, errors.equipmentId?.message)}
          {...register("equipmentId")}
        />
        <FieldMessages inputId={aircraftId} error={errors.equipmentId?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Date" type="date" error={errors.date?.message} {...register("date")} />
        <FormField
          label={`Takeoff (${zone})`}
          type="time"
          error={errors.takeoffTime?.message}
          {...register("takeoffTime")}
        />
        <FormField
          label={`Landing (${zone})`}
          type="time"
          error={errors.landingTime?.message}
          {...register("landingTime")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Max altitude (ft AGL)"
          inputMode="numeric"
          hint="Part 107 allows up to 400 ft above ground level."
          error={errors.maxAltitudeFtAgl?.message}
          {...register("maxAltitudeFtAgl")}
        />
        <FormField
          label="Battery packs used"
          inputMode="numeric"
          error={errors.batteryPacks?.message}
          {...register("batteryPacks")}
        />
      </div>
      <FormField
        label="Location"
        hint="Defaults to the job site."
        error={errors.location?.message}
        {...register("location")}
      />
      <TextareaField
        label="Remarks (private, optional)"
        error={errors.remarks?.message}
        {...register("remarks")}
      />
      <TextareaField
        label="Incident (optional)"
        placeholder="Anything that went wrong: a flyaway, a hard landing, damage, an injury..."
        error={errors.incident?.message}
        {...register("incident")}
      />
    </FormDialog>
  );
}
