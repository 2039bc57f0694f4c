// The waiting-list screen's model: places in arrival order (overall and among those still waiting),
// the summary's figures, the settings' PATCH body and errors, and the CSV rows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_MINUTES } from '@gn/core/waitlist';
import {
  holdUntilText,
  numberRows,
  settingsFromDoc,
  settingsPatch,
  summaryItems,
  ticketsText,
  WAITLIST_CSV_HEADER,
  waitlistCsvRows,
  type WaitlistRow,
} from './waitlist-model';

const at = (iso: string) => new Date(iso);

function row(id: string, estado: WaitlistRow['estado'], extra: Partial<WaitlistRow> = {}): WaitlistRow {
  return {
    id,
    nome: `Pessoa ${id}`,
    email: `${id}@exemplo.com`,
    quantidade: 2,
    estado,
    createdAt: at('2030-06-01T15:00:00Z'),
    oferta: null,
    orderId: null,
    ...extra,
  };
}

describe('numberRows', () => {
  it('numbers every entry from 1 and those still waiting among themselves', () => {
    const rows = numberRows([
      row('a', 'comprou'),
      row('b', 'aguardando'),
      row('c', 'convidado'),
      row('d', 'saiu'),
      row('e', 'aguardando'),
    ]);
    expect(rows.map((r) => [r.id, r.position, r.waitingPosition])).toEqual([
      ['a', 1, null],
      ['b', 2, 1],
      ['c', 3, null],
      ['d', 4, null],
      ['e', 5, 2],
    ]);
  });

  it('is empty for an empty list', () => {
    expect(numberRows([])).toEqual([]);
  });
});

describe('cells', () => {
  it('shows what the offer held when it differs from what was asked for', () => {
    expect(ticketsText(row('a', 'aguardando'))).toBe('2');
    expect(ticketsText(row('a', 'convidado', { oferta: { quantidade: 1, expiraEm: null } }))).toBe('1 de 2');
    expect(ticketsText(row('a', 'comprou', { oferta: { quantidade: 2, expiraEm: null } }))).toBe('2');
  });

  it("shows the hold's end only while the offer holds (São Paulo time)", () => {
    const oferta = { quantidade: 2, expiraEm: at('2030-06-01T15:30:00Z') };
    expect(holdUntilText(row('a', 'convidado', { oferta }))).toBe('01/06/2030 às 12:30');
    expect(holdUntilText(row('a', 'expirado', { oferta }))).toBe('');
  });
});

describe('summaryItems', () => {
  it('lists the counts and the tickets sold, pt-BR numbers', () => {
    expect(summaryItems({ waiting: 1234, offered: 2, bought: 3, ticketsSold: 7 })).toEqual([
      { label: 'Na fila', value: '1.234' },
      { label: 'Com reserva', value: '2' },
      { label: 'Compraram', value: '3' },
      { label: 'Ingressos vendidos pela lista', value: '7', hint: 'Soma das reservas de quem comprou' },
    ]);
  });
});

describe('settings', () => {
  it('defaults a list never set (not paused, 30 min) and keeps valid stored values', () => {
    expect(settingsFromDoc(null)).toEqual({ pausada: false, reservaMinutos: DEFAULT_HOLD_MINUTES });
    expect(settingsFromDoc({ pausada: true, reserva_minutos: 45 })).toEqual({
      pausada: true,
      reservaMinutos: 45,
    });
    expect(settingsFromDoc({ reserva_minutos: 2 }).reservaMinutos).toBe(DEFAULT_HOLD_MINUTES);
  });

  const saved = { pausada: false, reservaMinutos: 30 };

  it('sends only what changed', () => {
    expect(settingsPatch(saved, false, '30')).toEqual({ body: null });
    expect(settingsPatch(saved, true, '30')).toEqual({ body: { pausada: true } });
    expect(settingsPatch(saved, false, ' 45 ')).toEqual({ body: { reserva_minutos: 45 } });
    expect(settingsPatch(saved, true, '1440')).toEqual({ body: { pausada: true, reserva_minutos: 1440 } });
  });

  it("refuses minutes out of 5–1440, blank or fractional with the schema's message", () => {
    const message = 'A reserva deve durar de 5 a 1440 minutos';
    for (const text of ['4', '1441', '', '12.5', 'abc']) {
      expect(settingsPatch(saved, false, text)).toEqual({ body: null, error: message });
    }
  });
});

describe('waitlistCsvRows', () => {
  it("has the table's columns, header first", () => {
    const rows = numberRows([
      row('a', 'comprou', {
        oferta: { quantidade: 1, expiraEm: at('2030-06-01T15:30:00Z') },
        orderId: 'ord-123',
      }),
      row('b', 'convidado', { oferta: { quantidade: 2, expiraEm: at('2030-06-01T16:00:00Z') } }),
      row('c', 'aguardando', { nome: '=HYPERLINK()', createdAt: null }),
    ]);
    expect(waitlistCsvRows(rows)).toEqual([
      [...WAITLIST_CSV_HEADER],
      [1, null, 'Pessoa a', 'a@exemplo.com', '1 de 2', 'Comprou', '01/06/2030 às 12:00', '', 'ord-123'],
      [
        2,
        null,
        'Pessoa b',
        'b@exemplo.com',
        '2',
        'Ingressos reservados',
        '01/06/2030 às 12:00',
        '01/06/2030 às 13:00',
        null,
      ],
      [3, 1, '=HYPERLINK()', 'c@exemplo.com', '2', 'Na fila', '', '', null],
    ]);
  });
});
