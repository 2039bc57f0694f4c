// What a price table and a category table both have: a name, an optional description and the
// 'Publicada' switch (the admin's 'Informações' card).
import { z } from '../zod.ts';
import { TEXT_MAX, boundedText, emptyToNull, optionalText } from './fields.ts';

export const tableInfoFields = {
  nome: boundedText(3, 'Nome deve ter pelo menos 3 caracteres', TEXT_MAX.title, 'Nome'),
  descricao: optionalText(TEXT_MAX.description, 'Descrição')
    .nullable()
    .default(null)
    .transform((v) => emptyToNull(v)),
  publicada: z.boolean().default(false),
};

/** The 'Informações' part of a table's values, copied as it is (each table adds its own list). */
export function tableInfo<D>(values: { nome: string; descricao: D; publicada: boolean }) {
  return { nome: values.nome, descricao: values.descricao, publicada: values.publicada };
}
