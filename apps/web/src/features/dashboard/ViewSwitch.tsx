import { DASHBOARD_VIEW_LABELS, type DashboardView } from "@skyhire/shared";
import { cn } from "@/lib/utils";

/** The Pilot / Client / Both switch of dual-capability users (spec section 2). */
export function ViewSwitch({
  views,
  value,
  onChange,
}: {
  views: readonly DashboardView[];
  value: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="View"
      className="inline-flex rounded-xl border bg-muted/60 p-1"
      onKeyDown={(event) => {
        const step =
          event.key === "ArrowRight" || event.key === "ArrowDown"
            ? 1
            : event.key === "ArrowLeft" || event.key === "ArrowUp"
              ? -1
              : 0;
        if (step === 0) return;
        event.preventDefault();
        const next = views[(views.indexOf(value) + step + views.length) % views.length];
        if (next) {
          onChange(next);
          const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=radio]");
          buttons[views.indexOf(next)]?.focus();
        }
      }}
    >
      {views.map((view) => {
        const checked = view === value;
        return (
          <button
            key={view}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(view)}
            className={cn(
              "rounded-lg px-3.5 py-1.5 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
              checked
                ? "bg-card text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {DASHBOARD_VIEW_LABELS[view]}
          </button>
        );
      })}
    </div>
  );
}
