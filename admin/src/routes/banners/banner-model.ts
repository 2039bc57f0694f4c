// Home banners: the form's values (the second button behind a switch), reordering, and the
// options of the reference select. Pure, so it is unit-tested.
import { bannerDocToForm } from '@gn/core/schemas/banner';
import type { HomeBanner } from '@gn/core/stored/content';
import type { BannerLinkType } from '@gn/core/visibility';

export const LINK_TYPE_LABELS: Record<BannerLinkType, string> = {
  evento: 'Evento',
  noticia: 'Notícia',
  pagina: 'Página do site',
  url: 'Endereço externo (URL)',
};

export type ButtonFields = { texto: string; tipo: BannerLinkType; referencia: string };

export type BannerFields = {
  imagem_url: string;
  titulo: string;
  descricao: string;
  ativo: boolean;
  botao1: ButtonFields;
  /** The second button is optional: off → stored as nulls. */
  temBotao2: boolean;
  botao2: ButtonFields;
};

export function emptyButton(tipo: BannerLinkType = 'evento'): ButtonFields {
  return { texto: '', tipo, referencia: '' };
}

export function emptyBanner(): BannerFields {
  return {
    imagem_url: '',
    titulo: '',
    descricao: '',
    ativo: true,
    botao1: emptyButton('evento'),
    temBotao2: false,
    botao2: emptyButton('pagina'),
  };
}

export function bannerDocToFields(doc: HomeBanner): BannerFields {
  const form = bannerDocToForm(doc);
  return {
    imagem_url: form.imagem_url ?? '',
    titulo: form.titulo ?? '',
    descricao: form.descricao ?? '',
    ativo: form.ativo,
    botao1: { ...form.botao1 },
    temBotao2: form.botao2 !== null,
    botao2: form.botao2 ? { ...form.botao2 } : emptyButton('pagina'),
  };
}

/** The input of core's homeBannerFormSchema. */
export function bannerFieldsToInput(fields: BannerFields) {
  return {
    imagem_url: fields.imagem_url,
    titulo: fields.titulo,
    descricao: fields.descricao,
    ativo: fields.ativo,
    botao1: fields.botao1,
    botao2: fields.temBotao2 ? fields.botao2 : null,
  };
}

export type OrderedBanner = { id: string; ordem: number };

/**
 * Moving a banner swaps its ordem with its neighbour's (docs/spec/backoffice.md §4). When the two
 * share an ordem (old data), the list is renumbered by position first so the swap still moves it.
 * Returns the writes to make, all in one batch.
 */
export function reorderUpdates(banners: readonly OrderedBanner[], from: number, to: number): OrderedBanner[] {
  const a = banners[from];
  const b = banners[to];
  if (!a || !b || from === to) return [];
  if (a.ordem !== b.ordem) {
    return [
      { id: a.id, ordem: b.ordem },
      { id: b.id, ordem: a.ordem },
    ];
  }
  const order = banners.map((banner) => banner.id);
  [order[from], order[to]] = [b.id, a.id];
  const current = new Map(banners.map((banner) => [banner.id, banner.ordem]));
  return order
    .map((id, index) => ({ id, ordem: index + 1 }))
    .filter(({ id, ordem }) => current.get(id) !== ordem);
}

/** Applies reorderUpdates to the list on screen, sorted again by ordem. */
export function applyOrder<T extends OrderedBanner>(
  banners: readonly T[],
  updates: readonly OrderedBanner[],
): T[] {
  const next = new Map(updates.map((u) => [u.id, u.ordem]));
  return banners
    .map((banner) => (next.has(banner.id) ? { ...banner, ordem: next.get(banner.id)! } : banner))
    .sort((x, y) => x.ordem - y.ordem);
}

export type SlugOption = { slug: string; titulo: string };

/**
 * The reference select of an evento / noticia button: the published items by title, plus the
 * stored slug when it is no longer among them (so editing does not silently drop it).
 */
export function referenceOptions(items: readonly SlugOption[], current: string, placeholder: string) {
  const options = [...items]
    .sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'))
    .map((item) => ({ value: item.slug, label: item.titulo }));
  const missing = current !== '' && !items.some((item) => item.slug === current);
  return [
    { value: '', label: placeholder },
    ...(missing ? [{ value: current, label: `${current} (não publicado)` }] : []),
    ...options,
  ];
}

/** 'Comprar ingresso → Evento: festival-sons-do-cerrado', for the list cards. */
export function buttonSummary(
  texto: string | null,
  tipo: BannerLinkType | null,
  referencia: string | null,
): string | null {
  if (!texto) return null;
  if (!tipo || !referencia) return texto;
  return `${texto} → ${LINK_TYPE_LABELS[tipo]}: ${referencia}`;
}
