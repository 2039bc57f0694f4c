// The event form's audience fields: the age rating (age-rating.ts, required to publish), the rule
// for minors, and the accessibility resources with their free text (accessibility.ts). Their
// schema, defaults and conversions to and from the stored event, apart from event.ts.
import { z } from '../zod.ts';
import {
  AGE_RATINGS,
  AGE_RATING_INVALID_MESSAGE,
  MINORS_RULE_MAX,
  ageRatingOf,
  type AgeRating,
} from '../age-rating.ts';
import {
  ACCESSIBILITY_INFO_MAX,
  ACCESSIBILITY_INVALID_MESSAGE,
  ACCESSIBILITY_RESOURCES,
  accessibilityOf,
  type AccessibilityResource,
} from '../accessibility.ts';
import { emptyToNull, optionalText } from './fields.ts';
import type { EventDoc } from '../stored/event.ts';

export const audienceFormFields = {
  /** '' from the select's "Não informada" reads as null. */
  classificacao_indicativa: z
    .union([z.literal(''), z.enum(AGE_RATINGS)], { error: AGE_RATING_INVALID_MESSAGE })
    .nullable()
    .transform((rating): AgeRating | null => rating || null)
    .default(null),
  regra_menores: optionalText(MINORS_RULE_MAX, 'Regra para menores').default(''),
  /** Each code once, in the list's order. */
  acessibilidade: z
    .array(z.enum(ACCESSIBILITY_RESOURCES, { error: ACCESSIBILITY_INVALID_MESSAGE }))
    .max(ACCESSIBILITY_RESOURCES.length, ACCESSIBILITY_INVALID_MESSAGE)
    .transform(accessibilityOf)
    .default([]),
  acessibilidade_info: optionalText(ACCESSIBILITY_INFO_MAX, 'Informações de acessibilidade').default(''),
};

type AudienceForm = {
  classificacao_indicativa: AgeRating | null;
  regra_menores: string;
  acessibilidade: AccessibilityResource[];
  acessibilidade_info: string;
};

/** The stored fields; optional, since events saved before them have none. */
export type AudienceDocFields = Pick<
  EventDoc,
  'classificacao_indicativa' | 'regra_menores' | 'acessibilidade' | 'acessibilidade_info'
>;

export const AUDIENCE_FORM_DEFAULTS: AudienceForm = {
  classificacao_indicativa: null,
  regra_menores: '',
  acessibilidade: [],
  acessibilidade_info: '',
};

/** Status 'publicado' needs a rating (ECA art. 74); the form refuses it on the rating's select. */
export function publishedWithRating(v: { status: string; classificacao_indicativa: AgeRating | null }) {
  return v.status !== 'publicado' || v.classificacao_indicativa !== null;
}

/** The publish check's part (Publicar / Atualizar): a rating must be chosen ('' is none). */
export function hasAgeRating(v: { classificacao_indicativa?: string | null }): boolean {
  return ageRatingOf(v.classificacao_indicativa) !== null;
}

export function audienceFormToDoc(v: AudienceForm): Required<AudienceDocFields> {
  return {
    classificacao_indicativa: v.classificacao_indicativa,
    regra_menores: emptyToNull(v.regra_menores),
    acessibilidade: v.acessibilidade,
    acessibilidade_info: emptyToNull(v.acessibilidade_info),
  };
}

/** A stored event's fields (any of them absent or broken) → the form's values. */
export function audienceDocToForm(doc: AudienceDocFields): AudienceForm {
  return {
    classificacao_indicativa: ageRatingOf(doc.classificacao_indicativa),
    regra_menores: doc.regra_menores ?? '',
    acessibilidade: accessibilityOf(doc.acessibilidade),
    acessibilidade_info: doc.acessibilidade_info ?? '',
  };
}
