import { SearchIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PilotAvatar } from "@/features/pilots/PilotAvatar";
import { distanceText, placeText, resultInitials, resultName } from "@/features/pilots/pilotFormat";
import { buildPilotSearchUrl } from "@/features/pilots/pilotSearch";
import { PilotRating } from "@/features/pilots/PilotRating";
import { searchFailureDetail, usePilotSearch } from "@/features/pilots/usePilotSearch";

const RESULTS = 8;

/** Finds a pilot near a place (pilot search) and hands back the chosen profile id. */
export function PilotPicker({
  initialLocation,
  onChoose,
}: {
  initialLocation: string;
  onChoose: (pilotProfileId: string) => void;
}) {
  const [text, setText] = useState(initialLocation);
  const [location, setLocation] = useState(initialLocation.trim());
  const url = location ? buildPilotSearchUrl({ location, limit: RESULTS, sort: "rating" }) : null;
  const search = usePilotSearch(url);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLocation(text.trim());
  };

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Find a pilot"
        onSubmit={submit}
        className="flex items-end gap-2"
      >
        <div className="flex-1">
          <FormField
            label="Pilots near"
            placeholder="City, ST or ZIP code"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          <SearchIcon />
          Search
        </Button>
      </form>
      {!url ? (
        <p className="text-sm text-muted-foreground">
          Enter where the job is to see the best-rated pilots who fly there. You can also open any
          pilot&apos;s profile from{" "}
          <Link href="/pilots" className="font-semibold text-brand-sky hover:underline">
            Find Pilots
          </Link>{" "}
          and use Invite to a job.
        </p>
      ) : search.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading pilots">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : search.isError ? (
        <Alert>
          {searchFailureDetail(search.error) ?? "We couldn't search pilots. Try again."}
        </Alert>
      ) : search.data.pilots.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pilots fly there yet. Try a nearby city.</p>
      ) : (
        <ul className="divide-y rounded-xl border" aria-label="Pilots to choose from">
          {search.data.pilots.map((pilot) =>
            pilot.anonymized ? null : (
              <li key={pilot.id} className="flex items-center gap-3 p-3">
                <PilotAvatar
                  src={pilot.profileImageUrl}
                  initials={resultInitials(pilot)}
                  className="size-10"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{resultName(pilot)}</p>
                  <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                    <PilotRating rating={pilot.rating} reviewCount={pilot.reviewCount} />
                    <span>
                      {[placeText(pilot.city, pilot.state), distanceText(pilot.distanceMiles)]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </p>
                </div>
                <Button size="sm" onClick={() => onChoose(pilot.id)}>
                  Choose
                  <span className="sr-only"> {resultName(pilot)}</span>
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
