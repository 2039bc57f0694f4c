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
