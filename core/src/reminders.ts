// The reminder e-mail of issue "After the sale": a paid order's buyer is reminded of the event
// once, in the 24 hours before it starts. Pure: the job in functions/src/mail/send-reminders.ts
// asks which events are due and the mail says "hoje" or "amanhã".
//
// The window is measured in elapsed time between two instants, so the machine's zone plays no
// part; "hoje" / "amanhã" are São Paulo calendar days, as the buyer reads them.
import { startOfDaySaoPaulo, type DateInput, toDate } from './dates.ts';

/** How long before the start the reminder goes out. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The range of start times that are due at `now`: after now, at most 24 h ahead (inclusive). */
export function reminderWindow(now: Date): { after: Date; until: Date } {
  return { after: new Date(now.getTime()), until: new Date(now.getTime() + REMINDER_WINDOW_MS) };
}

/**
 * Whether an event starting at `start` is due for its reminder at `now`: it starts within the
 * next 24 hours and has not started yet (an event starting this very instant has started).
 */
export function isReminderDue(start: DateInput, now: Date): boolean {
  const until = toDate(start).getTime() - now.getTime();
  return until > 0 && until <= REMINDER_WINDOW_MS;
}

/** 'hoje' when the event starts on the São Paulo day of `now`, 'amanhã' the day after, else null. */
export function reminderDay(start: DateInput, now: Date): 'hoje' | 'amanhã' | null {
  const today = startOfDaySaoPaulo(now).getTime();
  const startDay = startOfDaySaoPaulo(start).getTime();
  if (startDay === today) return 'hoje';
  // 36 h later is always inside the next São Paulo day, whatever its length.
  if (startDay === startOfDaySaoPaulo(today + 36 * 60 * 60 * 1000).getTime()) return 'amanhã';
  return null;
}
