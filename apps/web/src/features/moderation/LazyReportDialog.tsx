import type { ComponentProps } from "react";
import { LazyPart } from "@/components/page/LazyPart";
import { lazyNamed } from "@/lib/lazyNamed";
import type { ReportDialog as ReportDialogComponent } from "./ReportDialog";

const ReportDialog = lazyNamed(() => import("./ReportDialog"), "ReportDialog");

/**
 * The report button and its dialog, for signed-in screens that show one per item (a job's page,
 * each message): their code (the report schema and zod, the form dialog) loads when the button
 * first renders instead of holding back the page's first paint. The button's height is held
 * meanwhile, so nothing below it moves when it arrives.
 */
export function LazyReportDialog(props: ComponentProps<typeof ReportDialogComponent>) {
  return (
    <LazyPart
      fallback={<span aria-hidden className={props.compact ? "inline-block h-7" : "block h-8"} />}
    >
      <ReportDialog {...props} />
    </LazyPart>
  );
}
