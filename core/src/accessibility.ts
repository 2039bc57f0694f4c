// The accessibility resources an event offers. LBI (Lei 13.146/2015) art. 63 and Decreto
// 5.296/2004: whoever sells tickets states them. A fixed list of codes (what the admin ticks and
// the site lists, in this order) plus an optional free text for what the list does not say.

export const ACCESSIBILITY_RESOURCES = [
  'libras',
  'audiodescricao',
  'legendas',
  'cadeira_de_rodas',
  'mobilidade_reduzida',
  'sem_degraus',
  'banheiro_acessivel',
  'cao_guia',
] as const;
export type AccessibilityResource = (typeof ACCESSIBILITY_RESOURCES)[number];

export const ACCESSIBILITY_LABELS: Record<AccessibilityResource, string> = {
  libras: 'Intérprete de Libras',
  audiodescricao: 'Audiodescrição',
  legendas: 'Legendas (closed caption)',
  cadeira_de_rodas: 'Espaço para cadeira de rodas, com lugar para acompanhante',
  mobilidade_reduzida: 'Assentos para pessoas com mobilidade reduzida ou obesidade',
  sem_degraus: 'Acesso sem degraus',
  banheiro_acessivel: 'Banheiro acessível',
  cao_guia: 'Cão-guia permitido',
};

/** The free text beside the list ('Rampa pela entrada da Rua B; intérprete nas sessões de sábado'). */
export const ACCESSIBILITY_INFO_MAX = 500;
export const ACCESSIBILITY_INVALID_MESSAGE = 'Recurso de acessibilidade inválido';
/** What the event page says when the admin ticked nothing and wrote nothing. */
export const ACCESSIBILITY_NOT_INFORMED =
  'A organização não informou recursos de acessibilidade para este evento.';

export function isAccessibilityResource(value: unknown): value is AccessibilityResource {
  return ACCESSIBILITY_RESOURCES.some((code) => code === value);
}

/**
 * A stored list → the known codes it holds, each once, in the list's order (absent on events from
 * before the field, an unknown code is dropped rather than shown raw).
 */
export function accessibilityOf(value: unknown): AccessibilityResource[] {
  if (!Array.isArray(value)) return [];
  return ACCESSIBILITY_RESOURCES.filter((code) => value.includes(code));
}
