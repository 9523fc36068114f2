import { zodResolver } from "@hookform/resolvers/zod";
import {
  clientProfileRequestSchema,
  SERVICE_TYPE_LABELS,
  type ClientProfileRequest,
} from "@skyhire/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { Profile } from "@/features/auth/types";

type ClientProfileFormProps = {
  profile: Profile | null;
  onSubmit: (values: ClientProfileRequest) => void;
  isPending: boolean;
  error: Error | null;
  submitLabel: string;
};

/** Optional fields left empty are not sent. */
export function toClientProfilePayload(values: ClientProfileRequest): ClientProfileRequest {
  const { industry, phone, ...rest } = values;
  return { ...rest, ...(industry ? { industry } : {}), ...(phone ? { phone } : {}) };
}

/** Company name, location, industry and phone (PUT /api/profiles/client). */
export function ClientProfileForm({
  profile,
  onSubmit,
  isPending,
  error,
  submitLabel,
}: ClientProfileFormProps) {
  const industriesId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof clientProfileRequestSchema>, unknown, ClientProfileRequest>({
    resolver: zodResolver(clientProfileRequestSchema),
    defaultValues: {
      companyName: profile?.companyName ?? "",
      location: profile?.location ?? "",
      industry: profile?.industry ?? "",
      phone: profile?.phone ?? "",
    },
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((values) => onSubmit(toClientProfilePayload(values)))}
    >
      <Card>
        <CardContent className="space-y-5 pt-6">
          <FormField
            label="Company name"
            autoComplete="organization"
            placeholder="e.g. Lakeside Realty"
            hint="Use your own name if you're hiring as an individual."
            error={errors.companyName?.message}
            {...register("companyName")}
          />
          <FormField
            label="Location"
            autoComplete="address-level2"
            placeholder="e.g. Austin, TX"
            hint="City and state, so nearby pilots find your jobs."
            error={errors.location?.message}
            {...register("location")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Industry (optional)"
              list={industriesId}
              placeholder="e.g. Real Estate"
              error={errors.industry?.message}
              {...register("industry")}
            />
            <FormField
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              placeholder="e.g. (512) 555-0142"
              error={errors.phone?.message}
              {...register("phone")}
            />
          </div>
          <datalist id={industriesId}>
            {SERVICE_TYPE_LABELS.map((label) => (
              <option key={label} value={label} />
            ))}
          </datalist>
        </CardContent>
      </Card>
      {error && <Alert>{error.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" variant="flare" size="lg" disabled={isPending}>
          {isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
