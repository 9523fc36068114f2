import { useEffect, useRef, useState } from "react";

export type TransferRate = { bytesPerSecond: number; secondsLeft: number | null };

/** How far back the speed looks: long enough to smooth chunk bursts, short enough to follow. */
const WINDOW_MS = 10_000;

/**
 * Speed over the last few seconds of the batch's bytes, and the time left at that speed.
 * Pure: `samples` are (time, loaded) pairs, oldest first.
 */
export function rateOf(samples: [number, number][], total: number): TransferRate {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last[0] <= first[0]) return { bytesPerSecond: 0, secondsLeft: null };
  const bytesPerSecond = Math.max(0, ((last[1] - first[1]) * 1000) / (last[0] - first[0]));
  const secondsLeft = bytesPerSecond > 0 ? Math.ceil((total - last[1]) / bytesPerSecond) : null;
  return { bytesPerSecond, secondsLeft };
}

/** The batch's transfer rate while `active`, sampled each second. */
export function useTransferRate(loaded: number, total: number, active: boolean): TransferRate {
  const samples = useRef<[number, number][]>([]);
  const latest = useRef(loaded);
  latest.current = loaded;
  const [rate, setRate] = useState<TransferRate>({ bytesPerSecond: 0, secondsLeft: null });
  useEffect(() => {
    samples.current = [];
    if (!active) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      samples.current = [...samples.current, [now, latest.current] as [number, number]].filter(
        ([at]) => now - at <= WINDOW_MS,
      );
      setRate(rateOf(samples.current, total));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [active, total]);
  return active ? rate : { bytesPerSecond: 0, secondsLeft: null };
}

/** "2 min left", "45 s left", "1 h 5 min left". */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
