// Tickets as the admin reads them: the search kinds, title matching, and which PDFs can be
// downloaded.
import { describe, expect, it } from 'vitest';
import { classifyTicketSearch, isDownloadable, titleMatches, toAdminTicket } from './ticket-model';

describe('classifyTicketSearch', () => {
  it('serial prefix, buyer e-mail or event title words', () => {
    expect(classifyTicketSearch(' tkt-1732 ')).toEqual({ kind: 'serial', prefix: 'TKT-1732' });
    expect(classifyTicketSearch('Ana@X.com')).toEqual({ kind: 'email', emails: ['Ana@X.com', 'ana@x.com'] });
    expect(classifyTicketSearch('festival')).toEqual({ kind: 'event', text: 'festival' });
    expect(classifyTicketSearch('a')).toEqual({ kind: 'none' });
  });

  it('matches every word of an event title, ignoring accents and case', () => {
    expect(titleMatches('Festival de Verão 2027', 'verao festival')).toBe(true);
    expect(titleMatches('Festival de Verão 2027', 'inverno')).toBe(false);
  });
});

describe('toAdminTicket', () => {
  it('reads the ticket and tells whether its PDF can be downloaded', () => {
    const t = toAdminTicket('o-1', {
      order_id: 'o',
      codigo_serial: 'TKT-1-A',
      status: 'usado',
      evento: { titulo: 'Show' },
    });
    expect(t).toMatchObject({ serial: 'TKT-1-A', eventTitle: 'Show', quantity: 1, holder: '—' });
    expect(isDownloadable(t)).toBe(true);
    expect(isDownloadable({ ...t, status: 'cancelado' })).toBe(false);
  });
});
