// "Excluir minha conta": says what goes and what stays, asks the password again (the API wants a
// sign-in of the last 5 minutes) and the word EXCLUIR. A refusal lists the events whose tickets
// still hold the account, with the way to /conta/ingressos; success signs out and takes the
// person home with a final message. While it runs the dialog cannot be closed.
// The work is in use-account-deletion.ts, the texts in DeletionNotices.tsx.
import { DELETION_CONFIRMATION_WORD } from '@gn/core/account-deletion';
import { PasswordField, TextField } from '../../ui/forms/form-kit';
import { Modal, ModalActions } from '../../ui/Modal';
import { PASSWORD_FIELD_ID, WORD_FIELD_ID } from './deletion-form';
import { DeletionBlockers, DeletionConsequences } from './DeletionNotices';
import { useAccountDeletion } from './use-account-deletion';

export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const deletion = useAccountDeletion();
  const { refusal, errors, busy } = deletion;
  return (
    <Modal open onClose={onClose} title="Excluir minha conta" labelledBy="excluir-conta-titulo" busy={busy}>
      <DeletionConsequences email={email} />
      {refusal ? (
        <>
          <DeletionBlockers message={refusal.message} blockers={refusal.blockers} />
          <div className="mt-5 flex justify-end">
            <button type="button" className="gn-btn-secondary" onClick={onClose}>
              Fechar
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void deletion.submit(e)} noValidate className="mt-5 grid gap-4">
          <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
          <PasswordField
            id={PASSWORD_FIELD_ID}
            label="Sua senha"
            autoComplete="current-password"
            required
            data-autofocus
            value={deletion.password}
            error={errors.password}
            onChange={(e) => deletion.setPassword(e.target.value)}
          />
          <TextField
            id={WORD_FIELD_ID}
            label={`Digite ${DELETION_CONFIRMATION_WORD} para confirmar`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={20}
            value={deletion.word}
            error={errors.word}
            onChange={(e) => deletion.setWord(e.target.value)}
          />
          <ModalActions
            failure={deletion.failure}
            busy={busy}
            cancelLabel="Cancelar"
            onCancel={onClose}
            action={{
              label: 'Excluir minha conta',
              busyLabel: 'Excluindo...',
              className: 'gn-btn border border-danger bg-danger/10 text-danger hover:bg-danger/20',
            }}
          />
        </form>
      )}
    </Modal>
  );
}
