// The filters of /conta/ingressos: search, status and period (the page keeps them in the URL).
import { Search } from 'lucide-react';
import { TICKET_PERIOD_LABELS, TICKET_PERIODS, type TicketPeriod } from '@gn/core/periods';
import { TICKET_FILTER_LABELS, TICKET_FILTERS, type TicketFilter } from '@gn/core/status-labels';
import type { TicketFilters } from './account-model';

const SELECT_CLASS =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink hover:border-ink-muted/60 sm:text-sm';

export function TicketFiltersBar({
  filters,
  onChange,
}: {
  filters: TicketFilters;
  onChange: (f: TicketFilters) => void;
}) {
  return (
    <div
      role="search"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <div>
        <label htmlFor="busca-ingressos" className="mb-1.5 block text-sm font-semibold text-ink">
          Buscar
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            id="busca-ingressos"
            type="search"
            value={filters.query}
            onChange={(e) => onChange({ ...filters, query: e.target.value })}
            placeholder="Buscar por evento..."
            autoComplete="off"
            className={`${SELECT_CLASS} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="filtro-status" className="mb-1.5 block text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id="filtro-status"
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as TicketFilter })}
          className={SELECT_CLASS}
        >
          {TICKET_FILTERS.map((f) => (
            <option key={f} value={f}>
              {TICKET_FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-periodo" className="mb-1.5 block text-sm font-semibold text-ink">
          Período
        </label>
        <select
          id="filtro-periodo"
          value={filters.period}
          onChange={(e) => onChange({ ...filters, period: e.target.value as TicketPeriod })}
          className={SELECT_CLASS}
        >
          {TICKET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {TICKET_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
