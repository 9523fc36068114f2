import { zodResolver } from "@hookform/resolvers/zod";
import { PART107_NUMBER_HELP, SERVICE_TYPES, type PilotProfileRequest } from "@skyhire/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FieldMessages, FormField, describedBy } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Profile } from "@/features/auth/types";
import {
  parseRate,
  pilotFormDefaults,
  pilotFormErrorMap,
  pilotProfileFormSchema,
  toPilotProfilePayload,
  type PilotProfileFormInput,
} from "./pilotProfileForm";
import { ChoiceChips } from "@/components/forms/ChoiceChips";

type PilotProfileFormProps = {
  profile: Profile | null;
  onSubmit: (values: PilotProfileRequest) => void;
  isPending: boolean;
  error: Error | null;
  submitLabel: string;
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** Part 107 number, business, base, services, rates and bio (PUT /api/profiles/pilot). */
export function PilotProfileForm({
  profile,
  onSubmit,
  isPending,
  error,
  submitLabel,
}: PilotProfileFormProps) {
  const bioId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PilotProfileFormInput, unknown, PilotProfileRequest>({
    resolver: zodResolver(pilotProfileFormSchema, { error: pilotFormErrorMap }),
    defaultValues: pilotFormDefaults(profile),
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((values) => onSubmit(toPilotProfilePayload(values)))}
    >
      <Section
        title="Certification"
        description="Clients only hire pilots certified under the FAA's Part 107 rules."
      >
        <FormField
          label="Part 107 certificate number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          placeholder="7 digits"
          hint={PART107_NUMBER_HELP}
          error={errors.part107Number?.message}
          {...register("part107Number")}
        />
      </Section>

      <Section
        title="Business and base"
        description="The name clients see, and where you usually fly from."
      >
        <FormField
          label="Business name"
          autoComplete="organization"
          placeholder="e.g. Ortiz Aerial Imaging"
          error={errors.businessName?.message}
          {...register("businessName")}
        />
        <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
          <FormField
            label="Base city"
            autoComplete="address-level2"
            placeholder="e.g. Austin"
            error={errors.baseCity?.message}
            {...register("baseCity")}
          />
          <FormField
            label="State"
            autoComplete="address-level1"
            autoCapitalize="characters"
            maxLength={2}
            placeholder="e.g. TX"
            className="uppercase placeholder:normal-case"
            error={errors.baseState?.message}
            {...register("baseState")}
          />
        </div>
      </Section>

      <Section title="Services and rates" description="What you fly, and what you charge.">
        <ChoiceChips
          type="checkbox"
          options={SERVICE_TYPES}
          legend="Services you offer"
          hint="Pick every kind of job you take on."
          error={errors.jobCategories?.message ?? errors.jobCategories?.root?.message}
          registration={register("jobCategories")}
        />
        <fieldset className="space-y-3">
          <legend className="sr-only">Hourly rate</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Lowest rate ($ per hour)"
              type="number"
              inputMode="numeric"
              min={25}
              step={1}
              placeholder="e.g. 100"
              error={errors.hourlyRateMin?.message}
              {...register("hourlyRateMin", { setValueAs: parseRate })}
            />
            <FormField
              label="Highest rate ($ per hour)"
              type="number"
              inputMode="numeric"
              min={25}
              step={1}
              placeholder="e.g. 250"
              error={errors.hourlyRateMax?.message}
              {...register("hourlyRateMax", { setValueAs: parseRate })}
            />
          </div>
        </fieldset>
      </Section>

      <Section title="About you" description="Optional: experience, specialties, notable work.">
        <div className="space-y-2">
          <Label htmlFor={bioId}>Bio</Label>
          <Textarea
            id={bioId}
            rows={5}
            maxLength={2000}
            placeholder="e.g. Ten years of aerial photography for real estate and events."
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={describedBy(bioId, null, errors.bio?.message)}
            {...register("bio")}
          />
          <FieldMessages inputId={bioId} error={errors.bio?.message} />
        </div>
      </Section>

      {error && <Alert>{error.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" variant="flare" size="lg" disabled={isPending}>
          {isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
