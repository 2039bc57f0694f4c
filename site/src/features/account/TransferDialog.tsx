// 'Transferir' on a ticket of /conta/ingressos: the new holder's name, CPF and e-mail, validated
// with the shared schema; the server re-issues the ticket (new QR code, the old one stops
// working), moves it to the account with that e-mail if there is one (and it is verified) and
// mails it. The caller's own e-mail must be verified: the API's refusal says so. Every outcome
// ends in a message; while it runs the button says so and the dialog cannot be closed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import type { TicketTransferInput, TransferAnswer } from '@gn/core/schemas/ticket-transfer';
import { EmailField, TextField } from '../../ui/forms/form-kit';
import { CpfField } from '../../ui/forms/MaskedTextField';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import { Modal, ModalActions } from '../../ui/Modal';
import { postJson } from '../session/api-client';
import type { AccountTicket } from '../orders/ticket-view';

const transferSchema = () => import('@gn/core/schemas/ticket-transfer').then((m) => m.ticketTransferSchema);

/** What the buyer reads once the ticket is handed over. */
export function transferDoneMessage(
  answer: Pick<TransferAnswer, 'titular' | 'contaEncontrada' | 'emailEnviado'>,
  email: string,
): string {
  const where = answer.contaEncontrada
    ? 'Ele já aparece na conta dessa pessoa'
    : answer.emailEnviado
      ? `O ingresso foi enviado para ${email}`
      : // No account with that e-mail and the mail failed: say so, never promise what does not happen.
        'O e-mail não pôde ser enviado agora; fale com o suporte em /contato para reenviá-lo';
  return `Ingresso transferido para ${answer.titular}. ${where}.`;
}

export function TransferDialog({
  ticket,
  onClose,
  onDone,
}: {
  ticket: AccountTicket;
  onClose: () => void;
  /** after a transfer: the list reloads (the ticket has left this account) */
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TicketTransferInput>({
    resolver: schemaResolver(transferSchema),
    mode: 'onTouched',
    defaultValues: { nome: '', cpf: '', email: '' },
  });
  const field = fieldBinder(form);

  async function submit(values: TicketTransferInput) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postJson<TransferAnswer>(
        `/api/me/tickets/${encodeURIComponent(ticket.id)}/transfer`,
        values,
      );
      toast.success(transferDoneMessage(answer, values.email));
      onDone();
    } catch (error) {
      console.error('Falha ao transferir o ingresso', error);
      setFailure(error instanceof Error ? error.message : 'Não foi possível transferir. Tente novamente.');
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title="Transferir ingresso" labelledBy="transferir-titulo" busy={busy}>
      <p className="mt-1 text-sm text-ink-muted">
        {ticket.evento.titulo} · {ticket.tipo}
      </p>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-5 grid gap-4">
        <TextField
          id="transferir-nome"
          label="Nome do novo titular"
          autoComplete="off"
          autoCapitalize="words"
          required
          maxLength={100}
          data-autofocus
          {...field('nome')}
        />
        <CpfField id="transferir-cpf" label="CPF do novo titular" required {...field('cpf')} />
        <EmailField id="transferir-email" label="E-mail do novo titular" required {...field('email')} />
        <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
          O QR Code atual deixa de valer na hora e um novo vai para o e-mail informado. A transferência não
          pode ser desfeita.
          {ticket.meia_entrada && ' Meia-entrada: quem recebe também precisa comprovar o direito na entrada.'}
        </p>
        <ModalActions
          failure={failure}
          busy={busy}
          cancelLabel="Cancelar"
          onCancel={onClose}
          action={{ label: 'Transferir', busyLabel: 'Transferindo...', className: 'gn-btn-primary' }}
        />
      </form>
    </Modal>
  );
}
