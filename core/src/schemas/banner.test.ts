import { describe, expect, it } from 'vitest';
import { bannerDocToForm, bannerFormToDoc, homeBannerFormSchema, nextBannerOrder } from './banner.ts';

const botao1 = { texto: 'Comprar', tipo: 'evento', referencia: 'show-de-rock' };
const valid = { imagem_url: 'https://cdn/x.jpg', titulo: 'Rock', descricao: 'Dia 5', botao1 };
const first = (v: unknown) => homeBannerFormSchema.safeParse(v).error?.issues[0]?.message ?? null;

describe('homeBannerFormSchema', () => {
  it('needs an image', () => {
    expect(first(valid)).toBeNull();
    expect(first({ ...valid, imagem_url: '' })).toBe('Imagem é obrigatória');
  });
  it('checks button references by type', () => {
    expect(first({ ...valid, botao1: { ...botao1, tipo: 'pagina', referencia: '/contato' } })).toBeNull();
    expect(first({ ...valid, botao1: { ...botao1, tipo: 'pagina', referencia: 'contato' } })).toBe(
      'O caminho da página deve começar com /',
    );
    expect(first({ ...valid, botao1: { ...botao1, tipo: 'url', referencia: 'https://x.com' } })).toBeNull();
    expect(first({ ...valid, botao1: { ...botao1, tipo: 'url', referencia: 'javascript:alert(1)' } })).toBe(
      'O endereço deve começar com http:// ou https://',
    );
    expect(first({ ...valid, botao1: { ...botao1, texto: '' } })).toBe('Informe o texto do botão');
    expect(first({ ...valid, botao2: { ...botao1, referencia: '' } })).toBe('Informe o destino do botão');
    expect(first({ ...valid, botao1: { ...botao1, tipo: 'outro' } })).not.toBeNull();
  });
  it('flattens to the document and back', () => {
    const values = homeBannerFormSchema.parse(valid);
    expect(values.ativo).toBe(true);
    expect(values.botao2).toBeNull();
    const doc = { ...bannerFormToDoc(values), ordem: 3 };
    expect(doc).toMatchObject({
      botao1_texto: 'Comprar',
      botao1_tipo: 'evento',
      botao2_texto: null,
      botao2_tipo: null,
    });
    expect(bannerDocToForm(doc)).toEqual(values);
  });
  it('puts a new banner last', () => {
    expect(nextBannerOrder([])).toBe(0);
    expect(nextBannerOrder([0, 4, 2])).toBe(5);
  });
});
