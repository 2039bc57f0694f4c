import { describe, expect, it } from 'vitest';
import { boxOfficeOf } from './box-office-settings';

describe('an event\u2019s stored box-office settings', () => {
  it('takes the defaults for an event made before the settings existed', () => {
    expect(boxOfficeOf({ titulo: 'Show' })).toEqual({
      maxPerOrder: 6,
      maxPerCpf: null,
      namedTickets: false,
      transferDeadlineHours: 24,
      meiaQuotaPercent: 40,
      wheelchairSpaces: 0,
    });
  });

  it('reads what the event sets', () => {
    expect(
      boxOfficeOf({
        max_por_pedido: 4,
        max_por_cpf: 4,
        ingresso_nominal: true,
        transferencia_prazo_horas: 48,
        cota_meia_percentual: 50,
        espacos_cadeirante: 8,
      }),
    ).toEqual({
      maxPerOrder: 4,
      maxPerCpf: 4,
      namedTickets: true,
      transferDeadlineHours: 48,
      meiaQuotaPercent: 50,
      wheelchairSpaces: 8,
    });
  });

  it('falls back to the default for a stored value out of range, never below the law', () => {
    const read = boxOfficeOf({ max_por_pedido: 0, max_por_cpf: 'quatro', cota_meia_percentual: 30 });
    expect(read.maxPerOrder).toBe(6);
    expect(read.maxPerCpf).toBeNull();
    expect(read.meiaQuotaPercent).toBe(40);
  });
});
