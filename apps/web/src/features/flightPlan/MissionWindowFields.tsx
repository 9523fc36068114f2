import { MAX_FLEXIBLE_DAYS } from "@skyhire/shared";
import { useId } from "react";
import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FieldMessages, FormField, describedBy } from "@/components/forms/FormField";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { AIRSPACE_OPTIONS, WINDOW_KINDS, type MissionWindowFormValues } from "./missionWindowForm";

type Props<V extends MissionWindowFormValues & FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  today: string;
};

/**
 * The job post form's flight time and airspace: a flight day with a fixed start, a part of the
 * day or a few flexible days, all in the site's time zone, and the airspace class the client
 * knows. Left blank, the job's dates alone make a flexible day.
 */
export function MissionWindowFields<V extends MissionWindowFormValues & FieldValues, Out>({
  form,
  today,
}: Props<V, Out>) {
  const ids = useId();
  const { register, control, formState } = form;
  const field = (name: keyof MissionWindowFormValues) => name as unknown as Path<V>;
  const [windowKind, flightDay] = useWatch({
    control,
    name: [field("windowKind"), field("flightDay")],
  }) as [string, string];
  const errors = formState.errors as Partial<
    Record<keyof MissionWindowFormValues, { message?: string }>
  >;
  const err = (name: keyof MissionWindowFormValues) => errors[name]?.message;
  const kindId = `${ids}-kind`;
  const airspaceId = `${ids}-airspace`;

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Flight day (optional)"
          type="date"
          min={today}
          hint="The day to fly, at the site. Leave it blank to fly any day up to the deadline."
          error={err("flightDay")}
          {...register(field("flightDay"))}
        />
        <div className="space-y-2">
          <Label htmlFor={kindId}>Time of day</Label>
          <NativeSelect
            id={kindId}
            options={WINDOW_KINDS}
            aria-describedby={describedBy(kindId, true, err("windowKind"))}
            {...register(field("windowKind"))}
          />
          <FieldMessages
            inputId={kindId}
            hint="Times are the site's local time. Golden hour follows the sun."
            error={err("windowKind")}
          />
        </div>
        {windowKind === "fixed" && flightDay && (
          <FormField
            label="Start time (site time)"
            type="time"
            hint="The pilot may take off up to 15 minutes either side."
            error={err("startTime")}
            {...register(field("startTime"))}
          />
        )}
        {windowKind === "flexible" && flightDay && (
          <FormField
            label="Flexible within (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_FLEXIBLE_DAYS}
            hint={`From the flight day on, 1 to ${MAX_FLEXIBLE_DAYS} days.`}
            error={err("flexibleDays")}
            {...register(field("flexibleDays"))}
          />
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={airspaceId}>Airspace class at the site (optional)</Label>
        <NativeSelect
          id={airspaceId}
          options={AIRSPACE_OPTIONS}
          aria-describedby={describedBy(airspaceId, true, err("airspaceClass"))}
          {...register(field("airspaceClass"))}
        />
        <FieldMessages
          inputId={airspaceId}
          hint="If you know it. Class B, C, D and E surface areas need an FAA authorization (LAANC or DroneZone) that the pilot obtains."
          error={err("airspaceClass")}
        />
      </div>
    </>
  );
}
