import { useEffect, useState } from "react";

/** Milliseconds left until `deadline` (never below 0). */
export function msLeft(deadline: string, now: number): number {
  const end = new Date(deadline).getTime();
  return Number.isNaN(end) ? 0 : Math.max(end - now, 0);
}

/** 14:05, 0:09: minutes and seconds, rounded up so "0:00" means it has run out. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Time left until `deadline`, ticking every second while anything is left. */
export function useCountdown(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline ? msLeft(deadline, now) : null;
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
