/**
 * How far a search's count goes (the pilot search, the job board): whole steps of `step`
 * covering the page it answers, so counting a crowded city's matches stops soon past the page
 * and the answer says "100+" instead of reading every match.
 */
export function countLimitFor(offset: number, pageSize: number, step: number): number {
  return step * Math.max(1, Math.ceil((offset + pageSize) / step));
}
