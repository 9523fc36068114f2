import { SendIcon } from "lucide-react";
import { ApiError } from "@/lib/api";
import { PilotAvatar } from "@/features/pilots/PilotAvatar";
import { usePilotProfile } from "@/features/pilots/usePilotProfile";
import { Skeleton } from "@/components/ui/skeleton";

/** The pilot who will be invited once the job is posted (/job/post?invite={pilotProfileId}). */
export function InviteNotice({ pilotProfileId }: { pilotProfileId: string }) {
  const pilot = usePilotProfile(pilotProfileId);
  const notFound = pilot.error instanceof ApiError && pilot.error.status === 404;
  const initials =
    pilot.data?.displayName
      .split(/\s+/)
      .map((w) => w[0] ?? "")
      .join("")
      .slice(0, 2)
      .toUpperCase() ?? "P";

  return (
    <div
      role="note"
      className="mb-6 flex items-center gap-3 rounded-2xl border border-brand-sky/40 bg-brand-sky-soft/60 px-4 py-3 text-sm"
    >
      {pilot.isPending ? (
        <>
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-64" />
        </>
      ) : pilot.data ? (
        <>
          <PilotAvatar
            src={pilot.data.profileImageUrl}
            initials={initials}
            className="size-10 text-sm"
          />
          <p>
            <SendIcon className="mr-1 inline size-3.5 text-brand-sky" aria-hidden />
            Once this job is posted, <strong>{pilot.data.displayName}</strong>
            {pilot.data.businessName ? ` (${pilot.data.businessName})` : ""} will be invited to
            apply.
          </p>
        </>
      ) : (
        <p>
          {notFound
            ? "The pilot you wanted to invite isn't available any more. The job will be posted without an invitation."
            : "We couldn't load the pilot you're inviting; we'll still send the invitation once the job is posted."}
        </p>
      )}
    </div>
  );
}
