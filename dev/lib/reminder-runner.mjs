// The emulator runs no scheduled functions, so `npm start` plays Cloud Scheduler for the reminder
// e-mails too: it calls the internal route every minute (production: `sendRemindersJob` every
// 15 minutes), so that an order of an event starting within 24 h shows its reminder in the local
// mail catcher soon after it is paid. The test stack does not run it: its tests call the route
// themselves, at the moment they choose.
import { LOCAL_INTERNAL_TOKEN } from './reservation-sweeper.mjs';

export function startReminderRunner({ siteUrl, intervalMs = 60_000 }) {
  const url = `${siteUrl}/api/internal/send-reminders`;
  const timer = setInterval(() => {
    fetch(url, { method: 'POST', headers: { 'x-gn-internal-token': LOCAL_INTERNAL_TOKEN } }).catch(() => {
      /* the stack is starting or stopping: the next tick tries again */
    });
  }, intervalMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
