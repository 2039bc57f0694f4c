// POST /api/me/tickets/{id}/transfer: the new holder of a ticket (name, CPF, e-mail), as the
// account's dialog sends it and the function validates it. The e-mail is stored lowercase (as
// Firebase Auth keeps it), so the address's owner can claim the ticket by an exact match.
import { z } from '../zod.ts';
import { cpfField, emailField, personNameField } from './fields.ts';

export const ticketTransferSchema = z.object({
  nome: personNameField(3, 'Nome do novo titular é obrigatório'),
  cpf: cpfField(),
  email: emailField().toLowerCase(),
});
export type TicketTransferInput = z.infer<typeof ticketTransferSchema>;

/** POST /api/me/tickets/{id}/transfer → 200. */
export interface TransferAnswer {
  ticketId: string;
  titular: string;
  /**
   * The ticket went into the account with that e-mail: one exists and its e-mail is verified.
   * Otherwise it waits (user_id null) for the address's verified owner to claim it.
   */
  contaEncontrada: boolean;
  emailEnviado: boolean;
}
