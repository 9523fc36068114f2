// The server process's resident memory (VmRSS in /proc/<pid>/status, Linux), sampled on a
// timer, so a bench can say how far it rose above idle while a phase ran.
import { readFileSync } from "node:fs";

export const RSS_SAMPLE_MS = 250;

/** The process's resident set size in bytes (NaN when /proc is not there). */
export function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The median of a few samples a sample period apart: the process's idle memory. */
export async function idleResidentBytes(pid, samples = 8) {
  const values = [];
  for (let i = 0; i < samples; i++) {
    values.push(residentBytes(pid));
    await new Promise((r) => setTimeout(r, RSS_SAMPLE_MS));
  }
  return values.sort((a, b) => a - b)[Math.floor(samples / 2)];
}

/** Samples every RSS_SAMPLE_MS until `stop()`, which answers the peak seen. */
export function sampleResidentPeak(pid) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now > peak) peak = now;
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}
