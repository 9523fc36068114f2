import { zodResolver } from "@hookform/resolvers/zod";
import { SERVICE_AREAS_MAX, type PilotProfileDetail } from "@skyhire/shared";
import { MapPinIcon, PlusIcon, XIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LazyServiceAreaMap } from "@/features/map/LazyServiceAreaMap";
import { parseRate } from "@/features/onboarding/pilotProfileForm";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { useSaveServiceAreas } from "./pilotProfileQueries";
import {
  PLACE_HINT,
  SERVICE_AREA_FORM_DEFAULTS,
  savedAreaInput,
  serviceAreaFormSchema,
  toServiceAreaInput,
  type ServiceAreaFormInput,
  type ServiceAreaFormValues,
} from "./serviceAreaForm";
import { IconButton } from "@/components/ui/icon-button";

/** Whether a refusal names the area being added (the server points at its field). */
function aboutNewArea(error: unknown, index: number): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) {
    return false;
  }
  return error.details.some(
    (d: { path?: unknown }) =>
      typeof d.path === "string" && d.path.startsWith(`body.areas.${index}.`),
  );
}

/** Where the pilot flies: the listed areas on a map, adding and removing them. */
export function ServiceAreasSection({ detail }: { detail: PilotProfileDetail }) {
  const save = useSaveServiceAreas();
  const areas = detail.serviceAreas;
  const full = areas.length >= SERVICE_AREAS_MAX;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ServiceAreaFormInput, unknown, ServiceAreaFormValues>({
    resolver: zodResolver(serviceAreaFormSchema),
    defaultValues: SERVICE_AREA_FORM_DEFAULTS,
  });

  const add = (values: ServiceAreaFormValues) => {
    const next = [...areas.map(savedAreaInput), toServiceAreaInput(values)];
    save.mutate(
      { areas: next },
      {
        onSuccess: (saved) => {
          const added = saved.serviceAreas.at(-1);
          reset(SERVICE_AREA_FORM_DEFAULTS);
          toast({
            title: "Service area added",
            description: added
              ? `Clients searching near ${added.label} can now find you.`
              : "Clients can now find you there.",
          });
        },
        onError: (error) => {
          if (aboutNewArea(error, areas.length)) setError("place", { message: error.message });
        },
      },
    );
  };

  const removeAt = (index: number) => {
    const gone = areas[index];
    save.mutate(
      { areas: areas.filter((_, i) => i !== index).map(savedAreaInput) },
      {
        onSuccess: () =>
          toast({
            title: "Service area removed",
            description: `${gone?.label ?? "It"} is off your profile.`,
          }),
      },
    );
  };

  const placeError = errors.place?.message;
  const otherError = save.error && !aboutNewArea(save.error, areas.length) ? save.error : null;

  return (
    <>
      {areas.length > 0 ? (
        <>
          <LazyServiceAreaMap areas={areas} heightClass="h-56 sm:h-64" />
          <ul className="grid gap-2" aria-label="Your service areas">
            {areas.map((area, index) => (
              <li
                key={`${area.label}-${index}`}
                className="flex items-center gap-3 rounded-xl border bg-background/60 py-2 pr-2 pl-3"
              >
                <MapPinIcon className="size-4 shrink-0 text-brand-sky" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{area.label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {area.label === `${area.city}, ${area.state}`
                      ? `Within ${area.radiusMiles} miles`
                      : `Within ${area.radiusMiles} miles of ${area.city}, ${area.state}`}
                  </span>
                </span>
                <IconButton
                  disabled={save.isPending}
                  onClick={() => removeAt(index)}
                  label={`Remove ${area.label}`}
                  className="text-muted-foreground hover:text-destructive"
                >
                  <XIcon />
                </IconButton>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          {detail.baseCity && detail.baseState
            ? `Until you add an area, clients find you within 50 miles of ${detail.baseCity}, ${detail.baseState}.`
            : "Add the places you fly so clients searching there find you."}
        </p>
      )}

      {full ? (
        <p className="text-sm text-muted-foreground">
          You have the most areas a profile can list ({SERVICE_AREAS_MAX}). Remove one to add
          another.
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(add)} className="space-y-4 rounded-xl border p-4">
          <h3 className="text-sm font-semibold">Add a service area</h3>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <FormField
              label="City and state, or ZIP code"
              placeholder="e.g. Round Rock, TX"
              autoComplete="off"
              hint={PLACE_HINT}
              error={placeError}
              {...register("place")}
            />
            <FormField
              label="Radius (miles)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.radiusMiles?.message}
              {...register("radiusMiles", { setValueAs: parseRate })}
            />
          </div>
          <FormField
            label="Name shown to clients (optional)"
            placeholder="e.g. Hill Country"
            hint="Left empty, clients see the place's own name."
            error={errors.label?.message}
            {...register("label")}
          />
          {otherError && <Alert>{otherError.message}</Alert>}
          <Button type="submit" variant="outline" disabled={save.isPending}>
            <PlusIcon />
            {save.isPending ? "Saving..." : "Add area"}
          </Button>
        </form>
      )}
    </>
  );
}
