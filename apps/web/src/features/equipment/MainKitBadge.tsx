/** The "Main" pill beside an item of main kit. */
export function MainKitBadge() {
  return (
    <span className="rounded-full bg-brand-orange/15 px-2 py-0.5 text-[11px] font-semibold text-brand-orange-ink">
      Main
    </span>
  );
}
