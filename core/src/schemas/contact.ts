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

// ------------------------------------------------------------------ the admin's inbox

/** PATCH /api/admin/contact-messages/{id}: the admin marks a message answered (or not any more). */
export const contactAnsweredSchema = z.object({
  respondida: z.boolean({ error: 'Informe se a mensagem foi respondida' }),
});
export type ContactAnsweredInput = z.infer<typeof contactAnsweredSchema>;

/** Its answer: when the message was marked answered (ISO), null when unmarked. */
export interface ContactAnsweredAnswer {
  respondida_em: string | null;
}

export const CONTACT_MESSAGE_NOT_FOUND = 'Mensagem não encontrada';
export const CONTACT_ANSWERED_MESSAGES = {
  answered: 'Mensagem marcada como respondida',
  reopened: 'Mensagem marcada como sem resposta',
  failed: 'Não foi possível atualizar a mensagem',
} as const;
