import { describe, expect, it } from 'vitest';
import { affectsPublicSite } from './public-content.ts';

const published = { status: 'publicado', visivel: true };
const draft = { status: 'rascunho', visivel: true };

describe('affectsPublicSite', () => {
  it('rebuilds when a public event is created, changed, hidden or deleted', () => {
    expect(affectsPublicSite('events', undefined, published)).toBe(true);
    expect(affectsPublicSite('events', published, { ...published, titulo: 'x' })).toBe(true);
    expect(affectsPublicSite('events', published, { ...published, visivel: false })).toBe(true);
    expect(affectsPublicSite('events', published, undefined)).toBe(true);
  });

  it('ignores drafts that stay drafts, hidden events and private collections', () => {
    expect(affectsPublicSite('events', draft, { ...draft, titulo: 'x' })).toBe(false);
    expect(affectsPublicSite('events', undefined, { status: 'publicado', visivel: false })).toBe(false);
    expect(affectsPublicSite('news', { status: 'rascunho' }, undefined)).toBe(false);
    expect(affectsPublicSite('orders', undefined, { status: 'pago' })).toBe(false);
    expect(affectsPublicSite('profiles', undefined, { nome: 'A' })).toBe(false);
  });

  it('follows each collection’s own publication flag', () => {
    expect(affectsPublicSite('news', { status: 'rascunho' }, { status: 'publicado' })).toBe(true);
    expect(affectsPublicSite('pricing_tables', { publicada: false }, { publicada: false })).toBe(false);
    expect(affectsPublicSite('pricing_tables', { publicada: true }, { publicada: false })).toBe(true);
    expect(affectsPublicSite('home_banners', { ativo: false }, { ativo: true })).toBe(true);
    expect(affectsPublicSite('site_settings', undefined, { ativo: false })).toBe(true);
    expect(affectsPublicSite('event_category_data', undefined, { dados: {} })).toBe(true);
  });
});
