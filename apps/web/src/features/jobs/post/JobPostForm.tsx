import {
  JOB_DELIVERABLES,
  JOB_DESCRIPTION_MAX,
  JOB_REQUIREMENTS,
  JOB_TITLE_MAX,
  SERVICE_TYPES,
  type JobPostRequest,
} from "@skyhire/shared";
import { useEffect, useId, type ReactNode } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { FieldMessages, FormField, describedBy } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/ui/native-select";
import { todayInput } from "../jobDates";
import type { PropertyOption } from "../jobQueries";
import { serverFieldErrors } from "../serverFieldErrors";
import { ChoiceChips } from "@/components/forms/ChoiceChips";
import { MissionWindowFields } from "@/features/flightPlan/MissionWindowFields";
import {
  DATE_MODES,
  JOB_POST_FIELDS,
  jobPostResolver,
  NO_PROPERTY,
  type JobPostField,
  type JobPostFormValues,
} from "./jobPostForm";

type JobPostFormProps = {
  defaultValues: JobPostFormValues;
  /** The client's properties; the property select is hidden when there are none. */
  properties: readonly PropertyOption[];
  onSubmit: (payload: JobPostRequest) => void;
  /** Every change, e.g. to keep a draft. */
  onValuesChange?: (values: JobPostFormValues) => void;
  isPending: boolean;
  /** The last failed submit: 400 details land under their fields, the rest in an alert. */
  error: Error | null;
  submitLabel: string;
  pendingLabel: string;
  /** Extra actions beside submit (discard draft, cancel editing). */
  secondaryActions?: (form: UseFormReturn<JobPostFormValues, unknown, JobPostRequest>) => ReactNode;
};

const SERVICE_OPTIONS = SERVICE_TYPES.map(({ value, label }) => ({ value, label }));
const DELIVERABLE_OPTIONS = JOB_DELIVERABLES.map(({ value, label }) => ({ value, label }));
const REQUIREMENT_OPTIONS = JOB_REQUIREMENTS.map(({ value, label }) => ({ value, label }));

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
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

/** The job post form of /job/post, for a new job and for editing an open one. */
export function JobPostForm({
  defaultValues,
  properties,
  onSubmit,
  onValuesChange,
  isPending,
  error,
  submitLabel,
  pendingLabel,
  secondaryActions,
}: JobPostFormProps) {
  const ids = useId();
  const form = useForm<JobPostFormValues, unknown, JobPostRequest>({
    resolver: jobPostResolver,
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const [dateMode, requirements] = useWatch({ control, name: ["dateMode", "requirements"] });
  const insuranceRequired = requirements.includes("insurance");

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = form.watch((values) => onValuesChange(values as JobPostFormValues));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  // The server's field messages go under their fields.
  const fieldErrors = serverFieldErrors(error, JOB_POST_FIELDS);
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      setError(field as JobPostField, { type: "server", message }, { shouldFocus: true });
    }
    // Runs once per failed submit; fieldErrors is derived from `error`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError]);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  const today = todayInput();
  const descriptionId = `${ids}-description`;
  const propertyId = `${ids}-property`;
  const err = (field: JobPostField) => errors[field]?.message;

  const propertyField = register("propertyId");

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
      <Section title="The job" description="A clear title and description get better proposals.">
        <FormField
          label="Job title"
          maxLength={JOB_TITLE_MAX}
          placeholder="e.g. Aerial photos of a lakeside home for its listing"
          error={err("title")}
          {...register("title")}
        />
        <ChoiceChips
          type="radio"
          legend="Service type"
          options={SERVICE_OPTIONS}
          error={err("serviceType")}
          registration={register("serviceType")}
        />
        <div className="space-y-2">
          <Label htmlFor={descriptionId}>Description</Label>
          <Textarea
            id={descriptionId}
            rows={6}
            maxLength={JOB_DESCRIPTION_MAX}
            placeholder="What should be filmed or inspected, access and parking, the shots you need, anything the pilot should know."
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(descriptionId, true, err("description"))}
            {...register("description")}
          />
          <FieldMessages
            inputId={descriptionId}
            hint="At least 20 characters."
            error={err("description")}
          />
        </div>
      </Section>

      <Section title="Where" description="Pilots search for jobs near them.">
        <FormField
          label="Location"
          autoComplete="address-level2"
          placeholder="e.g. Austin, TX or 78701"
          hint="City and state ('Austin, TX') or a ZIP code."
          error={err("location")}
          {...register("location")}
        />
        {properties.length > 0 && (
          <div className="space-y-2">
            <Label htmlFor={propertyId}>Property (optional)</Label>
            <NativeSelect
              id={propertyId}
              options={[
                { value: NO_PROPERTY, label: "Not linked to a property" },
                ...properties.map((p) => ({ value: p.id, label: p.name })),
              ]}
              aria-invalid={errors.propertyId ? true : undefined}
              aria-describedby={describedBy(propertyId, true, err("propertyId"))}
              {...propertyField}
              onChange={(event) => {
                void propertyField.onChange(event);
                // A property's address is a good start for the location when none is typed yet.
                const chosen = properties.find((p) => p.id === event.target.value);
                if (chosen?.address && getValues("location").trim() === "") {
                  setValue("location", chosen.address, { shouldDirty: true });
                }
              }}
            />
            <FieldMessages
              inputId={propertyId}
              hint="Keep the jobs of one of your properties together."
              error={err("propertyId")}
            />
          </div>
        )}
      </Section>

      <Section title="Budget and dates" description="What you'll pay, and when it must be flown.">
        <FormField
          label="Budget (US dollars)"
          type="number"
          inputMode="numeric"
          min={50}
          step={1}
          placeholder="e.g. 450"
          hint="Whole dollars, for the whole job. Pilots can propose a different price."
          error={err("budget")}
          {...register("budget")}
        />
        <ChoiceChips
          type="radio"
          legend="When"
          options={DATE_MODES}
          error={err("dateMode")}
          registration={register("dateMode")}
        />
        {dateMode !== "flexible" && (
          <div className="grid gap-5 sm:grid-cols-2">
            {dateMode === "window" && (
              <FormField
                label="From"
                type="date"
                min={today}
                error={err("dateFrom")}
                {...register("dateFrom")}
              />
            )}
            <FormField
              label={dateMode === "window" ? "To" : "Deadline"}
              type="date"
              min={today}
              error={err("deadline")}
              {...register("deadline")}
            />
          </div>
        )}
      </Section>

      <Section
        title="Flight time and airspace"
        description="When the drone should fly, in the site's time zone, and what you know of its airspace."
      >
        <MissionWindowFields form={form} today={today} />
      </Section>

      <Section title="What you need" description="Deliverables you want and what pilots must hold.">
        <ChoiceChips
          type="checkbox"
          legend="Deliverables"
          hint="Choose at least one."
          options={DELIVERABLE_OPTIONS}
          error={err("deliverables")}
          registration={register("deliverables")}
        />
        <ChoiceChips
          type="checkbox"
          legend="Requirements (optional)"
          options={REQUIREMENT_OPTIONS}
          error={err("requirements")}
          registration={register("requirements")}
        />
        {insuranceRequired && (
          <FormField
            label="Insurance minimum (US dollars, optional)"
            type="number"
            inputMode="numeric"
            min={100}
            step={1}
            placeholder="e.g. 1000000"
            hint="The liability cover a pilot must carry, in whole dollars."
            error={err("insuranceMinimum")}
            {...register("insuranceMinimum")}
          />
        )}
      </Section>

      {error && (
        <Alert>{hasFieldErrors ? "Please correct the highlighted fields." : error.message}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {secondaryActions?.(form)}
        <Button type="submit" variant="flare" size="lg" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
