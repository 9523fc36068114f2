import { WEATHER_LIMIT_RANGES } from "@skyhire/shared";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/forms/FormField";
import type { EquipmentFormInput } from "./equipmentForm";
import { parseWholeNumber } from "./equipmentForm";

type Props = {
  register: UseFormRegister<EquipmentFormInput>;
  errors: FieldErrors<EquipmentFormInput>["weatherLimits"];
};

const FIELDS = [
  { name: "maxWindMph", label: "Max sustained wind (mph)" },
  { name: "maxGustMph", label: "Max gusts (mph)" },
  { name: "maxPrecipitationChance", label: "Max chance of precipitation (%)" },
] as const;

/** The aircraft's go/no-go limits: above any of them a flight planned with it is no-go. */
export function WeatherLimitsFields({ register, errors }: Props) {
  return (
    <fieldset className="space-y-3 rounded-lg border px-3 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold">Weather limits</legend>
      <p className="text-sm text-muted-foreground">
        Above any of these the forecast for a flight planned with this aircraft is no-go; within 5
        mph (or 20 points of rain) it is marginal. SkyHire's defaults are 20 mph, 25 mph and 50%.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, label }) => (
          <FormField
            key={name}
            label={label}
            type="number"
            inputMode="numeric"
            min={WEATHER_LIMIT_RANGES[name].min}
            max={WEATHER_LIMIT_RANGES[name].max}
            error={errors?.[name]?.message}
            {...register(`weatherLimits.${name}`, { setValueAs: parseWholeNumber })}
          />
        ))}
      </div>
    </fieldset>
  );
}
