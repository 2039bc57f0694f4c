import { describe, expect, it } from 'vitest';
import { toDate } from './dates';
import { isReminderDue, reminderDay, reminderWindow, REMINDER_WINDOW_MS } from './reminders';

// São Paulo wall-clock times (UTC−3, no daylight saving since 2019).
const at = (local: string) => toDate(local);

describe('isReminderDue (24 h before the start, São Paulo time)', () => {
  const start = at('2027-03-05T20:00');

  it('is due exactly 24 h before the start, and not a millisecond earlier', () => {
    expect(isReminderDue(start, at('2027-03-04T20:00'))).toBe(true);
    expect(isReminderDue(start, new Date(at('2027-03-04T20:00').getTime() - 1))).toBe(false);
    expect(isReminderDue(start, at('2027-03-04T19:59'))).toBe(false);
  });

  it('stays due until the event starts, and no longer once it has started', () => {
    expect(isReminderDue(start, at('2027-03-05T19:59'))).toBe(true);
    expect(isReminderDue(start, new Date(start.getTime() - 1))).toBe(true);
    expect(isReminderDue(start, start)).toBe(false);
    expect(isReminderDue(start, at('2027-03-05T21:00'))).toBe(false);
  });

  it('reads local text as São Paulo time, not UTC: 20:00 there is 23:00 UTC', () => {
    expect(isReminderDue('2027-03-05T20:00', new Date('2027-03-04T23:00:00Z'))).toBe(true);
    expect(isReminderDue('2027-03-05T20:00', new Date('2027-03-04T22:59:59Z'))).toBe(false);
  });

  it('gives the window the job queries, matching the rule at both ends', () => {
    const now = at('2027-03-04T20:00');
    const { after, until } = reminderWindow(now);
    expect(until.getTime() - after.getTime()).toBe(REMINDER_WINDOW_MS);
    expect(isReminderDue(after, now)).toBe(false);
    expect(isReminderDue(until, now)).toBe(true);
  });
});

describe('reminderDay', () => {
  it("says 'hoje' on the São Paulo day of the start, 'amanhã' the day before", () => {
    expect(reminderDay(at('2027-03-05T20:00'), at('2027-03-05T08:00'))).toBe('hoje');
    expect(reminderDay(at('2027-03-05T20:00'), at('2027-03-04T20:30'))).toBe('amanhã');
  });

  it('uses São Paulo midnight, not UTC midnight', () => {
    // 22:30 in São Paulo is already the next day in UTC.
    expect(reminderDay(at('2027-03-05T00:30'), at('2027-03-04T22:30'))).toBe('amanhã');
    expect(reminderDay(at('2027-03-04T23:30'), at('2027-03-04T22:30'))).toBe('hoje');
  });

  it('is null further away', () => {
    expect(reminderDay(at('2027-03-07T20:00'), at('2027-03-05T08:00'))).toBeNull();
  });
});
