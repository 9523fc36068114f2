import { FlaskConicalIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Every screen that takes payment in test mode says so. */
export function TestModeBadge() {
  return (
    <Badge variant="flare" className="gap-1.5 px-3 py-1 text-sm">
      <FlaskConicalIcon className="!size-3.5" aria-hidden />
      Test mode
    </Badge>
  );
}
