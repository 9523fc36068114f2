import type { PropertySummary } from "@skyhire/shared";

/**
 * The tiles in the order of spec section 3, each saying what it counts (the definitions of
 * GET /api/properties/summary, docs/architecture.md "Property summary").
 */
export const SUMMARY_TILES: { key: keyof PropertySummary; label: string; hint: string }[] = [
  { key: "total", label: "Total properties", hint: "Sites on your account" },
  { key: "pending", label: "Pending", hint: "Jobs open or waiting to be flown" },
  { key: "ready", label: "Ready", hint: "Deliverables ready for your review" },
  { key: "in_progress", label: "In progress", hint: "Being flown or reworked" },
  { key: "completed", label: "Completed", hint: "Jobs you approved" },
];
