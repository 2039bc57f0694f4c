// Home banners: the form round trip (second button behind a switch), the schema's messages,
// reordering, reference options and button summaries.
import { describe, expect, it } from 'vitest';
import { bannerFormToDoc, homeBannerFormSchema, nextBannerOrder } from '@gn/core/schemas/banner';
import type { HomeBanner } from '@gn/core/stored/content';
import { coreResolver } from '../../lib/core-resolver';
import {
  applyOrder,
  bannerDocToFields,
  bannerFieldsToInput,
  buttonSummary,
  emptyBanner,
  referenceOptions,
  reorderUpdates,
  type BannerFields,
} from './banner-model';

const resolver = coreResolver(homeBannerFormSchema, { toInput: bannerFieldsToInput });
const resolve = (values: BannerFields) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const DOC: HomeBanner = {
  imagem_url: 'http://x/banners/a.jpg',
  titulo: 'Festival',
  descricao: 'Dois dias',
  ativo: true,
  ordem: 3,
  botao1_texto: 'Comprar',
  botao1_tipo: 'evento',
  botao1_referencia: 'festival',
  botao2_texto: null,
  botao2_tipo: null,
  botao2_referencia: null,
};

describe('banner form', () => {
  it('round-trips a stored banner without a second button', async () => {
    const fields = bannerDocToFields(DOC);
    expect(fields.temBotao2).toBe(false);
    const { values, errors } = await resolve(fields);
    expect(errors).toEqual({});
    const { ordem: _ordem, ...rest } = DOC;
    expect(bannerFormToDoc(values as never)).toEqual(rest);
  });

  it('the second button is saved only when switched on, and then validated', async () => {
    const fields = {
      ...bannerDocToFields(DOC),
      botao2: { texto: 'Agenda', tipo: 'pagina' as const, referencia: 'eventos' },
    };
    expect((await resolve(fields)).errors).toEqual({});
    const { errors } = await resolve({ ...fields, temBotao2: true });
    expect(errors).toMatchObject({
      botao2: { referencia: { message: 'O caminho da página deve começar com /' } },
    });
    const ok = await resolve({
      ...fields,
      temBotao2: true,
      botao2: { texto: 'Agenda', tipo: 'pagina', referencia: '/eventos' },
    });
    expect(bannerFormToDoc(ok.values as never)).toMatchObject({
      botao2_texto: 'Agenda',
      botao2_tipo: 'pagina',
      botao2_referencia: '/eventos',
    });
  });

  it("requires the image ('Imagem é obrigatória') and the first button", async () => {
    const { errors } = await resolve(emptyBanner());
    expect(errors).toMatchObject({
      imagem_url: { message: 'Imagem é obrigatória' },
      botao1: {
        texto: { message: 'Informe o texto do botão' },
        referencia: { message: 'Informe o destino do botão' },
      },
    });
  });

  it('accepts only http(s) addresses for url buttons', async () => {
    const base = {
      ...bannerDocToFields(DOC),
      botao1: { texto: 'Lei', tipo: 'url' as const, referencia: 'javascript:alert(1)' },
    };
    expect((await resolve(base)).errors).toMatchObject({
      botao1: { referencia: { message: 'O endereço deve começar com http:// ou https://' } },
    });
    base.botao1.referencia = 'https://www.planalto.gov.br/lei';
    expect((await resolve(base)).errors).toEqual({});
  });
});

describe('reordering', () => {
  const list = [
    { id: 'a', ordem: 1 },
    { id: 'b', ordem: 2 },
    { id: 'c', ordem: 5 },
  ];

  it('swaps ordem with the neighbour', () => {
    expect(reorderUpdates(list, 1, 2)).toEqual([
      { id: 'b', ordem: 5 },
      { id: 'c', ordem: 2 },
    ]);
    expect(applyOrder(list, reorderUpdates(list, 1, 2)).map((b) => b.id)).toEqual(['a', 'c', 'b']);
    expect(reorderUpdates(list, 0, -1)).toEqual([]);
    expect(reorderUpdates(list, 2, 3)).toEqual([]);
  });

  it('renumbers by position when the two share an ordem', () => {
    const tied = [
      { id: 'a', ordem: 1 },
      { id: 'b', ordem: 1 },
      { id: 'c', ordem: 3 },
    ];
    const updates = reorderUpdates(tied, 1, 0);
    // b already has ordem 1 and c keeps 3: only a is written.
    expect(updates).toEqual([{ id: 'a', ordem: 2 }]);
    expect(applyOrder(tied, updates).map((b) => b.id)).toEqual(['b', 'a', 'c']);
  });

  it('a new banner goes last (core nextBannerOrder)', () => {
    expect(nextBannerOrder([1, 2, 5])).toBe(6);
    expect(nextBannerOrder([])).toBe(0);
  });
});

describe('reference options', () => {
  const items = [
    { slug: 'b', titulo: 'Beta' },
    { slug: 'a', titulo: 'Álamo' },
  ];
  it('lists published items by title and keeps a stored slug that is not among them', () => {
    expect(referenceOptions(items, '', 'Selecione').map((o) => o.value)).toEqual(['', 'a', 'b']);
    expect(referenceOptions(items, 'antigo', 'Selecione')[1]).toEqual({
      value: 'antigo',
      label: 'antigo (não publicado)',
    });
  });

  it('summarises a button for the list card', () => {
    expect(buttonSummary('Comprar', 'evento', 'festival')).toBe('Comprar → Evento: festival');
    expect(buttonSummary(null, null, null)).toBeNull();
  });
});
