// The emulator runs no scheduled functions, so the local stack plays Cloud Scheduler for the
// reservation sweeper: it calls the internal route every 30 s with a local token. Production
// runs `sweepReservationsJob` every minute and has no GN_INTERNAL_TOKEN (the route answers 404).
export const LOCAL_INTERNAL_TOKEN = 'gn-local-internal-token';

export function startReservationSweeper({ siteUrl, intervalMs = 30_000 }) {
  const url = `${siteUrl}/api/internal/sweep-reservations`;
  const timer = setInterval(() => {
    fetch(url, { method: 'POST', headers: { 'x-gn-internal-token': LOCAL_INTERNAL_TOKEN } }).catch(() => {
      /* the stack is starting or stopping: the next tick tries again */
    });
  }, intervalMs);
  timer.unref();
  return {
    functionsEnv: { GN_INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN },
    clientEnv: { GN_INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN },
    close: () => clearInterval(timer),
  };
}
