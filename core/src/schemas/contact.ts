// The contact form (/contato, POST /api/public/contact): name, e-mail, message, with
// docs/spec/storefront.md §5's bounds and messages.
import { z } from '../zod.ts';
import { emailField } from './fields.ts';

export const contactSchema = z.object({
  nome: z
    .string({ error: 'Nome muito curto' })
    .trim()
    .min(2, 'Nome muito curto')
    .max(100, 'Nome muito longo'),
  email: emailField(),
  mensagem: z
    .string({ error: 'Mensagem muito curta' })
    .trim()
    .min(10, 'Mensagem muito curta')
    .max(1000, 'Mensagem muito longa'),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Mensagem enviada com sucesso! Entraremos em contato em breve.';
export const CONTACT_ERROR_MESSAGE = 'Erro ao enviar mensagem';
