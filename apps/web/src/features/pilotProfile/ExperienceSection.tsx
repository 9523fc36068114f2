import { zodResolver } from "@hookform/resolvers/zod";
import type { PilotProfileDetail } from "@skyhire/shared";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { parseRate } from "@/features/onboarding/pilotProfileForm";
import { toast } from "@/features/toast/toastStore";
import {
  experienceDefaults,
  experienceFormSchema,
  parseYears,
  type ExperienceFormInput,
  type ExperienceFormValues,
} from "./experienceForm";
import { useSaveExperience } from "./pilotProfileQueries";

/** Flight hours and years of experience, shown on the public profile and in search results. */
export function ExperienceSection({ detail }: { detail: PilotProfileDetail }) {
  const save = useSaveExperience();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ExperienceFormInput, unknown, ExperienceFormValues>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: experienceDefaults(detail),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            reset(experienceDefaults(saved));
            toast({ title: "Experience saved", description: "Clients see it on your profile." });
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Flight hours"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Total hours flown as a remote pilot."
          error={errors.flightHours?.message}
          {...register("flightHours", { setValueAs: parseRate })}
        />
        <FormField
          label="Years of experience (optional)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Years flying commercially."
          error={errors.yearsExperience?.message}
          {...register("yearsExperience", { setValueAs: parseYears })}
        />
      </div>
      {save.error && <Alert>{save.error.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending || !isDirty}>
          {save.isPending ? "Saving..." : "Save experience"}
        </Button>
      </div>
    </form>
  );
}
