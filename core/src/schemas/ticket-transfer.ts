// POST /api/me/tickets/{id}/transfer: the new holder of a ticket (name, CPF, e-mail), as the
// account's dialog sends it and the function validates it.
import { z } from '../zod.ts';
import { cpfField, emailField, personNameField } from './fields.ts';

export const ticketTransferSchema = z.object({
  nome: personNameField(3, 'Nome do novo titular é obrigatório'),
  cpf: cpfField(),
  email: emailField(),
});
export type TicketTransferInput = z.infer<typeof ticketTransferSchema>;
