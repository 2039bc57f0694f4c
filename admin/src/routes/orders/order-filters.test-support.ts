// Filters for the orders tests: none set, except what a test overrides.
import type { OrderFilters } from './order-list-model';

export const filters = (over: Partial<OrderFilters> = {}): OrderFilters => ({
  search: '',
  status: 'todos',
  eventId: '',
  period: 'todos',
  ...over,
});
