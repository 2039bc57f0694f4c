// The home banners' form (admin, /admin/banners): image, texts, the optional button and its link
// target, order and active switch.
import { z } from '../zod.ts';
import { BANNER_LINK_TYPES, type BannerLinkType } from '../visibility.ts';
import type { HomeBanner } from '../stored/content.ts';
import { TEXT_MAX, boundedText, optionalText } from './fields.ts';

const BUTTON_TEXT_MAX = 40;

export const BANNER_IMAGE_REQUIRED_MESSAGE = 'Imagem é obrigatória';
const BUTTON_TEXT_MESSAGE = 'Informe o texto do botão';
const BUTTON_REFERENCE_MESSAGE = 'Informe o destino do botão';
const PAGE_PATH_MESSAGE = 'O caminho da página deve começar com /';
const URL_MESSAGE = 'O endereço deve começar com http:// ou https://';

export const bannerButtonSchema = z
  .object({
    texto: boundedText(1, BUTTON_TEXT_MESSAGE, BUTTON_TEXT_MAX, 'Texto do botão'),
    tipo: z.enum(BANNER_LINK_TYPES),
    /** evento / noticia: a slug; pagina: a site path; url: an external address. */
    referencia: boundedText(1, BUTTON_REFERENCE_MESSAGE, TEXT_MAX.url, 'Destino do botão'),
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
  imagem_url: boundedText(1, BANNER_IMAGE_REQUIRED_MESSAGE, TEXT_MAX.url, 'Endereço da imagem'),
  titulo: optionalText(TEXT_MAX.title, 'Título').default(''),
  descricao: optionalText(TEXT_MAX.description, 'Descrição').default(''),
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
