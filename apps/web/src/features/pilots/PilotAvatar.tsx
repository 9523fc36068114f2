import { useState } from "react";
import { cn } from "@/lib/utils";

/** A pilot's photo, or their initials on the brand gradient when there is none (or it fails). */
export function PilotAvatar({
  src,
  initials,
  className,
}: {
  src?: string | null;
  initials: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn("relative shrink-0 overflow-hidden rounded-full", className ?? "size-12");
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(base, "bg-muted object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        "flex items-center justify-center bg-gradient-to-br from-brand-sky to-primary font-display font-bold text-brand-sky-foreground",
      )}
    >
      {initials}
    </span>
  );
}
