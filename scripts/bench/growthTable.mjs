// Issue 17 target 7: pilot search, job board and conversation list at 1,000 to 1,000,000 rows in
// one table. Each part records its cells as it measures them; the table is printed once, after
// the last part of the run, so one run's figures sit side by side.

const count = (n) => n.toLocaleString("en-US");

/** @type {{ what: string, size: number, cell: string }[]} */
const recorded = [];

/** One figure of the table: `what` is its row, `size` its column (pilots, jobs or messages). */
export function recordGrowth(what, size, cell) {
  recorded.push({ what, size, cell });
}

/** The recorded figures as one Markdown table (nothing when none were recorded), then cleared. */
export function printGrowthTable() {
  if (recorded.length === 0) return;
  const sizes = [...new Set(recorded.map((r) => r.size))].sort((a, b) => a - b);
  console.log(`\n| Growth (target 7) | ${sizes.map((s) => `${count(s)} rows`).join(" | ")} |`);
  console.log(`| --- | ${sizes.map(() => "---").join(" | ")} |`);
  for (const what of new Set(recorded.map((r) => r.what))) {
    const cells = sizes.map(
      (size) => recorded.find((r) => r.what === what && r.size === size)?.cell ?? "-",
    );
    console.log(`| ${what} | ${cells.join(" | ")} |`);
  }
  recorded.length = 0;
}
