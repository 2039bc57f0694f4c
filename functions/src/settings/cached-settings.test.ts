import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { emailSettings } from './email-settings.ts';
import { cachedSettings, settingsCacheMs } from './cached-settings.ts';
import { paymentSettings } from './payment-settings.ts';

/** A Firestore stand-in holding site_settings documents, counting reads. */
function fakeDb(docs: Record<string, unknown>) {
  const reads: string[] = [];
  const db = {
    doc: (path: string) => ({
      get: async () => {
        reads.push(path);
        return { exists: docs[path] !== undefined, data: () => docs[path] };
      },
    }),
  } as unknown as Firestore;
  return { db, reads, docs };
}

afterEach(() => {
  delete process.env.GN_SETTINGS_CACHE_SECONDS;
  paymentSettings.clear();
  emailSettings.clear();
});

describe('settings cache', () => {
  it('keeps a value 30 s by default; GN_SETTINGS_CACHE_SECONDS overrides it', () => {
    expect(settingsCacheMs({})).toBe(30_000);
    expect(settingsCacheMs({ GN_SETTINGS_CACHE_SECONDS: '0' })).toBe(0);
    expect(settingsCacheMs({ GN_SETTINGS_CACHE_SECONDS: 'x' })).toBe(30_000);
  });

  it('reads once per lifetime, then again', async () => {
    const { db, reads, docs } = fakeDb({ 'site_settings/t': { v: 1 } });
    const read = cachedSettings('t', (d) => (d as { v: number } | undefined)?.v ?? 0);
    expect(await read(db, 0)).toBe(1);
    docs['site_settings/t'] = { v: 2 };
    expect(await read(db, 29_999)).toBe(1);
    expect(await read(db, 30_000)).toBe(2);
    expect(reads).toHaveLength(2);
  });
});

describe('paymentSettings', () => {
  it('falls back to all methods, 10 %, 15 minutes, a 24-hour boleto, 10 unpaid tickets and 12x from R$ 5,00', async () => {
    expect(await paymentSettings(fakeDb({}).db)).toEqual({
      metodos: ['pix', 'card', 'boleto'],
      taxa_padrao: 0.1,
      reserva_minutos: 15,
      boleto_horas: 24,
      limite_pendentes: 10,
      parcelas_max: 12,
      parcela_minima_centavos: 500,
      juros_mensal: 0,
      juros_a_partir_de: 2,
    });
  });

  it('applies the stored document', async () => {
    const { db } = fakeDb({
      'site_settings/payments': {
        metodos: ['card', 'pix'],
        taxa_padrao: 0.05,
        reserva_minutos: 30,
        boleto_horas: 48,
        limite_pendentes: 4,
        parcelas_max: 6,
        parcela_minima_centavos: 1000,
        juros_mensal: 0.0199,
        juros_a_partir_de: 4,
        updated_by: 'a',
      },
    });
    expect(await paymentSettings(db)).toEqual({
      metodos: ['pix', 'card'],
      taxa_padrao: 0.05,
      reserva_minutos: 30,
      boleto_horas: 48,
      limite_pendentes: 4,
      parcelas_max: 6,
      parcela_minima_centavos: 1000,
      juros_mensal: 0.0199,
      juros_a_partir_de: 4,
    });
  });
});

describe('emailSettings', () => {
  it('is not configured without a valid document', async () => {
    expect(await emailSettings(fakeDb({}).db)).toEqual({ from: null, replyTo: null });
    emailSettings.clear();
    expect(await emailSettings(fakeDb({ 'site_settings/email': { remetente_email: 'x' } }).db)).toEqual({
      from: null,
      replyTo: null,
    });
  });

  it('gives the sender as an address object and the reply-to', async () => {
    const { db } = fakeDb({
      'site_settings/email': {
        remetente_nome: 'Loja "GN"',
        remetente_email: 'a@gn.com.br',
        responder_para: 'sac@gn.com.br',
      },
    });
    expect(await emailSettings(db)).toEqual({
      from: { name: 'Loja "GN"', address: 'a@gn.com.br' },
      replyTo: 'sac@gn.com.br',
    });
  });
});
