import { z } from 'zod';
import { BANNER_LINK_TYPES, type BannerLinkType } from '../visibility.ts';
import type { HomeBanner } from '../types.ts';

export const BANNER_IMAGE_REQUIRED_MESSAGE = 'Imagem é obrigatória';
const BUTTON_TEXT_MESSAGE = 'Informe o texto do botão';
const BUTTON_REFERENCE_MESSAGE = 'Informe o destino do botão';
const PAGE_PATH_MESSAGE = 'O caminho da página deve começar com /';
const URL_MESSAGE = 'O endereço deve começar com http:// ou https://';

export const bannerButtonSchema = z
  .object({
    texto: z.string({ error: BUTTON_TEXT_MESSAGE }).trim().min(1, BUTTON_TEXT_MESSAGE),
    tipo: z.enum(BANNER_LINK_TYPES),
    /** evento / noticia: a slug; pagina: a site path; url: an external address. */
    referencia: z.string({ error: BUTTON_REFERENCE_MESSAGE }).trim().min(1, BUTTON_REFERENCE_MESSAGE),
  })
  .superRefine((b, ctx) => {
    if (b.referencia === '') return;
    if (b.tipo === 'pagina' && !b.referencia.startsWith('/')) {
      ctx.addIssue({ code: 'custom', message: PAGE_PATH_MESSAGE, path: ['referencia'] });
    }
    if (b.tipo === 'url' && !/^https?:\/\/\S+$/i.test(b.referencia)) {
      ctx.addIssue({ code: 'custom', message: URL_MESSAGE, path: ['referencia'] });
    }
  });
export type BannerButton = z.output<typeof bannerButtonSchema>;

export const homeBannerFormSchema = z.object({
  imagem_url: z.string({ error: BANNER_IMAGE_REQUIRED_MESSAGE }).trim().min(1, BANNER_IMAGE_REQUIRED_MESSAGE),
  titulo: z.string().trim().default(''),
  descricao: z.string().trim().default(''),
  ativo: z.boolean().default(true),
  botao1: bannerButtonSchema,
  /** The second button is optional. */
  botao2: bannerButtonSchema.nullable().default(null),
});
export type HomeBannerFormInput = z.input<typeof homeBannerFormSchema>;
export type HomeBannerFormValues = z.output<typeof homeBannerFormSchema>;

/** Form values → the flat document fields (botao1_texto, ...); ordem is the caller's. */
export function bannerFormToDoc(v: HomeBannerFormValues): Omit<HomeBanner, 'ordem'> {
  return {
    imagem_url: v.imagem_url,
    titulo: v.titulo,
    descricao: v.descricao,
    ativo: v.ativo,
    botao1_texto: v.botao1.texto,
    botao1_tipo: v.botao1.tipo,
    botao1_referencia: v.botao1.referencia,
    botao2_texto: v.botao2?.texto ?? null,
    botao2_tipo: v.botao2?.tipo ?? null,
    botao2_referencia: v.botao2?.referencia ?? null,
  };
}

function button(
  texto: string | null,
  tipo: BannerLinkType | null,
  referencia: string | null,
): BannerButton | null {
  return texto && tipo && referencia ? { texto, tipo, referencia } : null;
}

/** Flat document → form values. A stored banner without a first button gets an empty one. */
export function bannerDocToForm(doc: HomeBanner): HomeBannerFormValues {
  return {
    imagem_url: doc.imagem_url,
    titulo: doc.titulo,
    descricao: doc.descricao,
    ativo: doc.ativo,
    botao1: button(doc.botao1_texto, doc.botao1_tipo, doc.botao1_referencia) ?? {
      texto: doc.botao1_texto ?? '',
      tipo: doc.botao1_tipo ?? 'evento',
      referencia: doc.botao1_referencia ?? '',
    },
    botao2: button(doc.botao2_texto, doc.botao2_tipo, doc.botao2_referencia),
  };
}

/** A new banner goes last: the highest ordem plus 1 (0 for the first banner). */
export function nextBannerOrder(existing: readonly number[]): number {
  return existing.length === 0 ? 0 : Math.max(...existing) + 1;
}
