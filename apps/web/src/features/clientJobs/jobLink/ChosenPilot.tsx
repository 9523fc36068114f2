import type { PublicPilotProfile } from "@skyhire/shared";
import { MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { PilotAvatar } from "@/features/pilots/PilotAvatar";
import { placeText } from "@/features/pilots/pilotFormat";
import { PilotRating } from "@/features/pilots/PilotRating";
import { nameInitials } from "../applicantText";

/** The pilot the job goes to, with a way to pick someone else. */
export function ChosenPilot({
  pilot,
  changeHref,
}: {
  pilot: PublicPilotProfile;
  changeHref: string;
}) {
  const place = placeText(pilot.baseCity, pilot.baseState);
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-background/60 p-4">
      <PilotAvatar src={pilot.profileImageUrl} initials={nameInitials(pilot.displayName)} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link href={`/pilots/${pilot.id}`} className="hover:text-brand-sky hover:underline">
            {pilot.displayName}
          </Link>
        </p>
        {pilot.businessName && (
          <p className="truncate text-sm text-muted-foreground">{pilot.businessName}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PilotRating rating={pilot.rating} reviewCount={pilot.reviewCount} />
          {place && (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5" aria-hidden />
              {place}
            </span>
          )}
        </div>
      </div>
      <Link
        href={changeHref}
        className="shrink-0 text-sm font-semibold text-brand-sky hover:underline"
      >
        Change pilot
      </Link>
    </div>
  );
}
