// `contact_messages/{id}`: a message sent through the contact form (docs/data-model.md), read by
// the admin's inbox and written by the contact function; `respondida_em` / `respondida_por` are
// set by the admin's 'Marcar como respondida' (PATCH /api/admin/contact-messages/{id}).
import { z } from '../zod.ts';
import { flag, plainMap, textOrNull, time, text } from './fields.ts';

export interface ContactMessage {
  nome: string;
  email: string;
  mensagem: string;
  created_at: Date;
  lida: boolean;
}

const storedContactMessageSchema = z.object({
  /** null once anonymised (the sender deleted their account) */
  nome: textOrNull,
  email: textOrNull,
  mensagem: text(),
  created_at: time,
  lida: flag,
  respondida_em: time,
  respondida_por: textOrNull,
  anonimizado_em: time,
});
export type StoredContactMessage = z.output<typeof storedContactMessageSchema>;

/** A stored message (or anything else) → its fields, each its type or its default. Never throws. */
export function readContactMessage(data: unknown): StoredContactMessage {
  return storedContactMessageSchema.parse(plainMap(data));
}
