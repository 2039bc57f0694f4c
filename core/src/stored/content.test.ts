import { describe, expect, it } from 'vitest';
import {
  readBanner,
  readCategoryRow,
  readCategoryTable,
  readEventStock,
  readNews,
  readPricingTable,
} from './content.ts';
import { readNewsBannerSettings, readWaitlistSettings } from './settings.ts';
import { readWaitlistEntry } from './waitlist.ts';
import { readAuditEntry } from './audit.ts';
import { readMailLogLine } from './mail-log.ts';
import { readPublishState } from './site-build.ts';

const at = new Date('2026-12-01T20:00:00Z');
const timestamp = (date: Date) => ({ toDate: () => date });

describe('content readers', () => {
  it('a banner: its links typed, an unknown link type null', () => {
    const banner = readBanner({
      titulo: 'Show',
      ativo: true,
      ordem: 2,
      botao1_tipo: 'evento',
      botao2_tipo: 'ftp',
    });
    expect(banner).toMatchObject({
      titulo: 'Show',
      ativo: true,
      ordem: 2,
      botao1_tipo: 'evento',
      botao2_tipo: null,
    });
    expect(readBanner(null)).toMatchObject({ titulo: '', ativo: false, ordem: 0, botao1_texto: null });
  });

  it('a price table: options without an id left out, the label defaults to the id, the kind to inteira', () => {
    const table = readPricingTable({
      nome: 'Pista',
      publicada: true,
      itens: [
        { id: 'a', valor_centavos: 1000 },
        { label: 'sem id' },
        { id: 'm', label: 'Meia', tipo: 'meia', valor_centavos: null },
      ],
    });
    expect(table.itens).toEqual([
      { id: 'a', label: 'a', valor_centavos: 1000, tipo: 'inteira' },
      { id: 'm', label: 'Meia', valor_centavos: null, tipo: 'meia' },
    ]);
  });

  it('a category table and row: cells as text, a broken column typed as text', () => {
    const table = readCategoryTable({
      nome: 'Line-up',
      colunas: [{ id: 'c1', nome: 'Hora', tipo: 'relogio', ordem: 1 }],
    });
    expect(table.colunas[0]).toEqual({
      id: 'c1',
      nome: 'Hora',
      tipo: 'texto',
      opcoes: null,
      ordem: 1,
      subdivisoes: null,
    });
    expect(readCategoryRow({ dados: { c1: 21, c2: null, c3: 'Palco' } }).dados).toEqual({
      c1: '21',
      c3: 'Palco',
    });
  });

  it('event stock: counts per lote read as numbers', () => {
    const stock = readEventStock({ total: 100, disponivel: 40, lotes_vendidos: { l1: 60, l2: 'x' } });
    expect(stock).toMatchObject({
      total: 100,
      disponivel: 40,
      meia_total: null,
      lotes_vendidos: { l1: 60, l2: 0 },
    });
  });

  it('news: a status it cannot name is a draft', () => {
    expect(readNews({ titulo: 'N', status: 'publicado', publicado_em: timestamp(at) })).toMatchObject({
      status: 'publicado',
      publicado_em: at,
    });
    expect(readNews({ status: 'arquivado' }).status).toBe('rascunho');
  });
});

describe('settings readers', () => {
  it('the ticker: on unless turned off, values clamped into range', () => {
    expect(readNewsBannerSettings({ ativo: false, velocidade: 500, limite_noticias: 1 })).toEqual({
      ativo: false,
      velocidade: 200,
      limite_noticias: 3,
    });
    expect(readNewsBannerSettings(undefined).ativo).toBe(true);
  });

  it('the waiting list: a hold out of range takes the default', () => {
    expect(readWaitlistSettings({ pausada: true, reserva_minutos: 45 })).toEqual({
      pausada: true,
      reserva_minutos: 45,
    });
    expect(readWaitlistSettings({ reserva_minutos: 1 })).toEqual({ pausada: false, reserva_minutos: 30 });
  });
});

describe('record readers', () => {
  it('a waiting-list entry with its offer', () => {
    const entry = readWaitlistEntry({
      nome: 'Ana',
      quantidade: 2,
      estado: 'convidado',
      oferta: { quantidade: 1, claim_id: 'c', em: timestamp(at), expira_em: timestamp(at) },
    });
    expect(entry).toMatchObject({
      estado: 'convidado',
      oferta: { quantidade: 1, expira_em: at },
      order_id: null,
    });
    expect(readWaitlistEntry({ estado: 'sumiu' })).toMatchObject({ estado: 'aguardando', oferta: null });
  });

  it('an audit entry: each change has both sides', () => {
    const entry = readAuditEntry({ action: 'update', changes: { titulo: { before: 'A' } }, details: 'x' });
    expect(entry).toMatchObject({
      action: 'update',
      target: '—',
      changes: { titulo: { before: 'A', after: null } },
      details: {},
    });
  });

  it('a line of the e-mail log and the publish state', () => {
    expect(readMailLogLine({ tipo: 'lembrete', estado: 'enviado', em: timestamp(at) })).toMatchObject({
      tipo: 'lembrete',
      estado: 'enviado',
      erro: null,
      em: at,
    });
    expect(readPublishState({ pending: true, estado: 'pronto' })).toMatchObject({
      pending: true,
      estado: null,
    });
  });
});
