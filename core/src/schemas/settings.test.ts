import { describe, expect, it } from 'vitest';
import {
  BRAND_DEFAULTS,
  PAYMENT_DEFAULTS,
  PAYMENT_METHODS_MESSAGE,
  brandSettingsSchema,
  emailSettingsSchema,
  isAssetUrl,
  parseStoredSettings,
  paymentDocToForm,
  paymentFormToDoc,
  paymentSettingsFormSchema,
  paymentSettingsSchema,
  seoSettingsSchema,
} from './settings.ts';

/** The first message of a failed parse. */
function messageOf(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('Marca & Tema', () => {
  const valid = { nome_site: 'Minha Loja', cor_primaria: '#0a7f5c' };

  it('keeps a valid brand, upper-casing the colour and turning empty logos into null', () => {
    expect(
      brandSettingsSchema.parse({ ...valid, logo_claro_url: '', logo_escuro_url: '/api/files/logos/x.png' }),
    ).toEqual({
      nome_site: 'Minha Loja',
      cor_primaria: '#0A7F5C',
      logo_claro_url: null,
      logo_escuro_url: '/api/files/logos/x.png',
      favicon_url: null,
    });
  });

  it.each([
    ['#12345', 'Cor deve estar no formato #RRGGBB'],
    ['123456', 'Cor deve estar no formato #RRGGBB'],
    ['#GGGGGG', 'Cor deve estar no formato #RRGGBB'],
    ['red', 'Cor deve estar no formato #RRGGBB'],
  ])('refuses the colour %s', (cor_primaria, message) => {
    expect(messageOf(brandSettingsSchema.safeParse({ ...valid, cor_primaria }))).toBe(message);
  });

  it('requires a site name of at most 60 characters', () => {
    expect(messageOf(brandSettingsSchema.safeParse({ ...valid, nome_site: ' ' }))).toBe(
      'Nome do site é obrigatório',
    );
    expect(messageOf(brandSettingsSchema.safeParse({ ...valid, nome_site: 'x'.repeat(61) }))).toBe(
      'Nome do site deve ter no máximo 60 caracteres',
    );
    expect(brandSettingsSchema.safeParse({ ...valid, nome_site: 'x'.repeat(60) }).success).toBe(true);
  });

  it('accepts http(s) and root-relative logo URLs only', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'ftp://x/y.png',
      '/a b.png',
    ]) {
      expect(messageOf(brandSettingsSchema.safeParse({ ...valid, logo_claro_url: url }))).toBe(
        'URL inválida: use um endereço http:// ou https://',
      );
    }
    expect(isAssetUrl('https://storage.googleapis.com/b/logos/x.png')).toBe(true);
    expect(isAssetUrl('http://127.0.0.1:5000/api/files/logos/x.png')).toBe(true);
    expect(isAssetUrl('/api/files/logos/x.png')).toBe(true);
  });
});

describe('Pagamentos', () => {
  const form = {
    metodos: ['boleto', 'pix'],
    taxa_percentual: 8.5,
    reserva_minutos: 20,
    boleto_horas: 48,
    limite_pendentes: 6,
    parcelas_max: 10,
    parcela_minima: 7.5,
    juros_percentual: 1.99,
    juros_a_partir_de: 4,
  };

  it('needs at least one method and keeps them in checkout order without duplicates', () => {
    expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, metodos: [] }))).toBe(
      PAYMENT_METHODS_MESSAGE,
    );
    expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, metodos: ['cheque'] }))).toBe(
      PAYMENT_METHODS_MESSAGE,
    );
    expect(
      paymentSettingsFormSchema.parse({ ...form, metodos: ['boleto', 'pix', 'boleto'] }).metodos,
    ).toEqual(['pix', 'boleto']);
  });

  it('takes the fee as 0–100 % and stores it as a rate', () => {
    expect(paymentFormToDoc(paymentSettingsFormSchema.parse(form))).toEqual({
      metodos: ['pix', 'boleto'],
      taxa_padrao: 0.085,
      reserva_minutos: 20,
      boleto_horas: 48,
      limite_pendentes: 6,
      parcelas_max: 10,
      parcela_minima_centavos: 750,
      juros_mensal: 0.0199,
      juros_a_partir_de: 4,
    });
    expect(paymentDocToForm({ ...PAYMENT_DEFAULTS, taxa_padrao: 0.125 }).taxa_percentual).toBe(12.5);
    for (const taxa_percentual of [-1, 100.01, Number.NaN]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, taxa_percentual }))).toBe(
        'Taxa de serviço deve estar entre 0% e 100%',
      );
    }
    expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, taxa_percentual: 1.234 }))).toBe(
      'Use no máximo duas casas decimais',
    );
    expect(paymentSettingsFormSchema.safeParse({ ...form, taxa_percentual: 0 }).success).toBe(true);
    expect(paymentSettingsFormSchema.safeParse({ ...form, taxa_percentual: 100 }).success).toBe(true);
  });

  it('keeps reservations between 5 and 60 whole minutes', () => {
    for (const reserva_minutos of [4, 61, 10.5, Number.NaN]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, reserva_minutos }))).toBe(
        'Tempo de reserva deve estar entre 5 e 60 minutos',
      );
    }
    expect(paymentSettingsFormSchema.safeParse({ ...form, reserva_minutos: 5 }).success).toBe(true);
    expect(paymentSettingsFormSchema.safeParse({ ...form, reserva_minutos: 60 }).success).toBe(true);
  });

  it('keeps the boleto hold between 1 and 168 whole hours', () => {
    for (const boleto_horas of [0, 169, 2.5, Number.NaN, '24']) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, boleto_horas }))).toBe(
        'Prazo do boleto deve estar entre 1 e 168 horas',
      );
    }
    expect(paymentSettingsFormSchema.safeParse({ ...form, boleto_horas: 1 }).success).toBe(true);
    expect(paymentSettingsFormSchema.safeParse({ ...form, boleto_horas: 168 }).success).toBe(true);
  });

  it('keeps the unpaid-ticket cap between 1 and 50', () => {
    for (const limite_pendentes of [0, 51, 1.5, undefined]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, limite_pendentes }))).toBe(
        'Limite de ingressos aguardando pagamento deve estar entre 1 e 50',
      );
    }
    expect(paymentSettingsFormSchema.safeParse({ ...form, limite_pendentes: 50 }).success).toBe(true);
  });

  it('takes installments: 1 to 12, a minimum of at least R$ 5,00, interest of 0–10 % from 2 to 12', () => {
    for (const parcelas_max of [0, 13, 2.5, Number.NaN]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, parcelas_max }))).toBe(
        'Parcelas no cartão deve estar entre 1 e 12',
      );
    }
    for (const parcela_minima of [4.99, 0, Number.NaN]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, parcela_minima }))).toBe(
        'Parcela mínima deve ser de pelo menos R$ 5,00',
      );
    }
    expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, parcela_minima: 5.005 }))).toBe(
      'Use no máximo duas casas decimais',
    );
    for (const juros_percentual of [-0.5, 10.01]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, juros_percentual }))).toBe(
        'Juros ao mês devem estar entre 0% e 10%',
      );
    }
    for (const juros_a_partir_de of [1, 13, 3.5]) {
      expect(messageOf(paymentSettingsFormSchema.safeParse({ ...form, juros_a_partir_de }))).toBe(
        'Juros a partir de deve estar entre 2 e 12 parcelas',
      );
    }
    const edges = { parcelas_max: 1, parcela_minima: 5, juros_percentual: 10, juros_a_partir_de: 12 };
    expect(paymentSettingsFormSchema.safeParse({ ...form, ...edges }).success).toBe(true);
    // Stored back as centavos and a rate, and shown again as typed.
    const doc = paymentFormToDoc(paymentSettingsFormSchema.parse({ ...form, ...edges }));
    expect(doc).toMatchObject({ parcela_minima_centavos: 500, juros_mensal: 0.1, juros_a_partir_de: 12 });
    expect(paymentDocToForm(doc)).toMatchObject(edges);
    // A stored document with a minimum below Asaas's is refused as a whole (defaults apply).
    expect(
      paymentSettingsSchema.safeParse({ ...PAYMENT_DEFAULTS, parcela_minima_centavos: 499 }).success,
    ).toBe(false);
  });

  it('reads a stored document defensively', () => {
    expect(parseStoredSettings(paymentSettingsSchema, undefined, PAYMENT_DEFAULTS)).toEqual({
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
    // A document saved before the boleto hold and the cap existed keeps its own values.
    expect(
      parseStoredSettings(
        paymentSettingsSchema,
        { metodos: ['card'], taxa_padrao: 0.05, reserva_minutos: 30, updated_by: 'u1' },
        PAYMENT_DEFAULTS,
      ),
    ).toEqual({
      metodos: ['card'],
      taxa_padrao: 0.05,
      reserva_minutos: 30,
      boleto_horas: 24,
      limite_pendentes: 10,
      parcelas_max: 12,
      parcela_minima_centavos: 500,
      juros_mensal: 0,
      juros_a_partir_de: 2,
    });
    // A damaged document falls back to the defaults rather than breaking checkout.
    expect(
      parseStoredSettings(paymentSettingsSchema, { metodos: [], taxa_padrao: 7 }, PAYMENT_DEFAULTS),
    ).toBe(PAYMENT_DEFAULTS);
    expect(parseStoredSettings(brandSettingsSchema, { nome_site: 'X' }, BRAND_DEFAULTS)).toBe(BRAND_DEFAULTS);
  });
});

describe('E-mail', () => {
  const valid = { remetente_nome: 'GN Ingressos', remetente_email: 'ingressos@gn.com.br' };

  it('needs a sender name and a valid address; reply-to is optional', () => {
    expect(emailSettingsSchema.parse({ ...valid, responder_para: '' })).toEqual({
      ...valid,
      responder_para: null,
    });
    expect(emailSettingsSchema.parse({ ...valid, responder_para: ' sac@gn.com.br ' }).responder_para).toBe(
      'sac@gn.com.br',
    );
    expect(messageOf(emailSettingsSchema.safeParse({ ...valid, remetente_nome: '' }))).toBe(
      'Nome do remetente é obrigatório',
    );
    expect(messageOf(emailSettingsSchema.safeParse({ ...valid, remetente_email: 'nao-e-email' }))).toBe(
      'E-mail inválido',
    );
    expect(messageOf(emailSettingsSchema.safeParse({ ...valid, responder_para: 'a@' }))).toBe(
      'E-mail inválido',
    );
  });
});

describe('SEO', () => {
  it('limits the title to 60 and the description to 160 characters', () => {
    expect(seoSettingsSchema.parse({})).toEqual({
      titulo_padrao: '',
      descricao_padrao: '',
      og_imagem_url: null,
    });
    expect(
      seoSettingsSchema.safeParse({ titulo_padrao: 'x'.repeat(60), descricao_padrao: 'y'.repeat(160) })
        .success,
    ).toBe(true);
    expect(messageOf(seoSettingsSchema.safeParse({ titulo_padrao: 'x'.repeat(61) }))).toBe(
      'Título SEO deve ter no máximo 60 caracteres',
    );
    expect(messageOf(seoSettingsSchema.safeParse({ descricao_padrao: 'y'.repeat(161) }))).toBe(
      'Descrição SEO deve ter no máximo 160 caracteres',
    );
    expect(messageOf(seoSettingsSchema.safeParse({ og_imagem_url: 'javascript:x' }))).toBe(
      'URL inválida: use um endereço http:// ou https://',
    );
  });
});
