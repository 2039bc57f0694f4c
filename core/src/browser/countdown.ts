// Countdowns shown to buyers (the stock reservation on the waiting page).

/** Whole seconds from `now` until `end`, rounded up so '00:00' appears only at the end; never negative. */
export function secondsUntil(end: Date | number, now: Date | number): number {
  const ms = new Date(end).getTime() - new Date(now).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / 1000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 125 → '02:05'; an hour or more → '1:02:05'; negative or not finite → '00:00'. */
export function formatCountdown(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
