// The emulator runs no scheduled functions, so `npm start` plays Cloud Scheduler: it calls the
// internal routes that stand in for them (the test stack does not: its tests call the routes
// themselves, at the moment they choose).
// - the reminder e-mails every minute (production: `sendRemindersJob` every 15 minutes), so that an
//   order of an event starting within 24 h shows its reminder in the local mail catcher soon;
// - the virtual queues' admissions every 5 s (production: `queueAdmissionsJob`, which ticks every
//   5 s within each minute).
import { LOCAL_INTERNAL_TOKEN } from './reservation-sweeper.mjs';

function every(url, intervalMs) {
  const timer = setInterval(() => {
    fetch(url, { method: 'POST', headers: { 'x-gn-internal-token': LOCAL_INTERNAL_TOKEN } }).catch(() => {
      /* the stack is starting or stopping: the next tick tries again */
    });
  }, intervalMs);
  timer.unref();
  return timer;
}

export function startScheduledRunners({ siteUrl }) {
  const timers = [
    every(`${siteUrl}/api/internal/send-reminders`, 60_000),
    every(`${siteUrl}/api/internal/queue-tick`, 5_000),
  ];
  return { close: () => timers.forEach(clearInterval) };
}
