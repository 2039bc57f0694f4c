import { describe, expect, it } from 'vitest';
import { BUILD_ERROR_MAX, siteBuildReportSchema } from './site-build-report.ts';

describe('siteBuildReportSchema', () => {
  it('takes a success and a failure with its error, cut to the limit', () => {
    expect(siteBuildReportSchema.parse({ buildId: 'b-1', ok: true })).toEqual({
      buildId: 'b-1',
      ok: true,
      erro: null,
    });
    const long = siteBuildReportSchema.parse({ buildId: 'b-1', ok: false, erro: 'x'.repeat(900) });
    expect(long.erro).toHaveLength(BUILD_ERROR_MAX);
  });

  it('refuses ids that are not plain tokens and a missing outcome, in pt-BR', () => {
    const bad = siteBuildReportSchema.safeParse({ buildId: '../state', ok: true });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Identificador do build inválido');
    const noOutcome = siteBuildReportSchema.safeParse({ buildId: 'b-1' });
    expect(noOutcome.error?.issues[0]?.message).toBe('Informe se o build terminou bem (ok)');
  });
});
