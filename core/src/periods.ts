// Date-range filters of the account and admin lists.
import { startOfDaySaoPaulo, toDate, type DateInput } from './dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** /conta/ingressos period filter; 30dias and 90dias mean events in the next 30 / 90 days. */
export const TICKET_PERIODS = ['todos', 'proximos', 'passados', '30dias', '90dias'] as const;
export type TicketPeriod = (typeof TICKET_PERIODS)[number];

export const TICKET_PERIOD_LABELS: Record<TicketPeriod, string> = {
  todos: 'Todos',
  proximos: 'Próximos',
  passados: 'Passados',
  '30dias': 'Próximos 30 dias',
  '90dias': 'Próximos 90 dias',
};

export function eventMatchesPeriod(eventStart: DateInput, period: TicketPeriod, now: DateInput): boolean {
  const start = toDate(eventStart).getTime();
  const t = toDate(now).getTime();
  switch (period) {
    case 'todos':
      return true;
    case 'proximos':
      return start >= t;
    case 'passados':
      return start < t;
    case '30dias':
      return start >= t && start <= t + 30 * DAY_MS;
    case '90dias':
      return start >= t && start <= t + 90 * DAY_MS;
  }
}

/** Admin order list period filter: created since today (São Paulo midnight), 7, 30 or 90 days. */
export const ORDER_PERIODS = ['todos', 'hoje', '7dias', '30dias', '90dias'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

export const ORDER_PERIOD_LABELS: Record<OrderPeriod, string> = {
  todos: 'Todos',
  hoje: 'Hoje',
  '7dias': 'Últimos 7 dias',
  '30dias': 'Últimos 30 dias',
  '90dias': 'Últimos 90 dias',
};

/** Lower bound for `created_at` (inclusive), or null for no bound. */
export function orderPeriodStart(period: OrderPeriod, now: DateInput): Date | null {
  const t = toDate(now).getTime();
  switch (period) {
    case 'todos':
      return null;
    case 'hoje':
      return startOfDaySaoPaulo(t);
    case '7dias':
      return new Date(t - 7 * DAY_MS);
    case '30dias':
      return new Date(t - 30 * DAY_MS);
    case '90dias':
      return new Date(t - 90 * DAY_MS);
  }
}
