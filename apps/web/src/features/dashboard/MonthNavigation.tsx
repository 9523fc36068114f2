import { monthContaining, monthTitle, shiftMonth, type CalendarMonth } from "@skyhire/shared";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";

export interface MonthNavigation {
  month: CalendarMonth;
  /** "November 2026" */
  title: string;
  isThisMonth: boolean;
  goToThisMonth: () => void;
  shift: (months: number) => void;
}

/** The month a calendar shows, starting at today's. */
export function useMonthNavigation(today: Date): MonthNavigation {
  const thisMonth = useMemo(() => monthContaining(today), [today]);
  const [month, setMonth] = useState<CalendarMonth>(thisMonth);
  return {
    month,
    title: monthTitle(month),
    isThisMonth: month.year === thisMonth.year && month.month === thisMonth.month,
    goToThisMonth: () => setMonth(thisMonth),
    shift: (months) => setMonth((m) => shiftMonth(m, months)),
  };
}

/** A calendar's title with Today (away from this month), Previous month and Next month. */
export function MonthHeader({
  nav,
  as: Heading = "h3",
}: {
  nav: MonthNavigation;
  /** The heading level where the calendar sits in its page. */
  as?: "h2" | "h3";
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <Heading className="text-lg font-semibold" aria-live="polite">
        {nav.title}
      </Heading>
      <div className="flex items-center gap-1">
        {!nav.isThisMonth && (
          <Button variant="ghost" size="sm" onClick={nav.goToThisMonth}>
            Today
          </Button>
        )}
        <IconButton
          variant="outline"
          size="sm"
          label="Previous month"
          onClick={() => nav.shift(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton variant="outline" size="sm" label="Next month" onClick={() => nav.shift(1)}>
          <ChevronRightIcon />
        </IconButton>
      </div>
    </div>
  );
}
