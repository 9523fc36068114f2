import { InfoIcon } from "lucide-react";
import { Link } from "wouter";

/**
 * The server only keeps a pilot profile for accounts that fly (and a client profile for those
 * that hire): say so before the form is filled in, with the way to switch it on.
 */
export function MissingCapabilityNotice({
  capability,
  consequence,
}: {
  capability: "fly" | "hire";
  /** What the missing capability stops on this screen; by default, saving the profile. */
  consequence?: string;
}) {
  const what = capability === "fly" ? "Flying missions" : "Hiring pilots";
  const profile = capability === "fly" ? "a pilot profile" : "a client profile";
  return (
    <div
      role="note"
      className="mb-6 flex items-start gap-3 rounded-lg border border-brand-orange/40 bg-brand-orange/10 px-4 py-3 text-sm"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-orange-ink" aria-hidden />
      <p>
        {what} isn't switched on for your account, so{" "}
        {consequence ?? `${profile} can't be saved yet`}.{" "}
        <Link href="/settings/capabilities" className="font-semibold text-brand-sky underline">
          Turn it on in capability settings
        </Link>
        .
      </p>
    </div>
  );
}
