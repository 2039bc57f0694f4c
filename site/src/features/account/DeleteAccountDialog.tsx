// "Excluir minha conta": says what goes and what stays, asks the password again (the API wants a
// sign-in of the last 5 minutes) and the word EXCLUIR. A refusal lists the events whose tickets
// still hold the account, with the way to /conta/ingressos; success signs out and takes the
// person home with a final message. While it runs the dialog cannot be closed.
import { useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { DELETION_CONFIRMATION_WORD, blockerText, type DeletionBlocker } from '@gn/core/account-deletion';
import { formatDate } from '@gn/core/dates';
import { PasswordField, TextField } from '../../ui/forms/form-kit';
import { Modal, ModalActions } from '../../ui/Modal';
import { setFlash } from '../session/flash';
import { signOutEverywhere } from '../session/session';
import { confirmPassword } from './account-auth';
import { ACCOUNT_DELETED, ACCOUNT_DELETE_FAILED } from './messages';
import { passwordChangeError } from './password-errors';
import { deleteMyAccount } from './privacy-api';

const PASSWORD_REQUIRED = 'Informe sua senha';
const WORD_REQUIRED = `Digite ${DELETION_CONFIRMATION_WORD} para confirmar`;

function Blockers({ message, blockers }: { message: string; blockers: DeletionBlocker[] }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-danger/50 bg-danger/5 px-4 py-3 text-sm">
      <p className="font-bold text-danger">Ainda não é possível excluir sua conta</p>
      <p className="mt-1 text-ink">{message}</p>
      {blockers.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink" data-testid="bloqueios-exclusao">
          {blockers.map((blocker) => (
            <li key={`${blocker.motivo}-${blocker.order_id}-${blocker.evento}`}>
              {blockerText(blocker, formatDate)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <a href="/conta/ingressos" className="font-semibold text-accent-ink underline underline-offset-2">
          Ver meus ingressos
        </a>
      </p>
    </div>
  );
}

export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [errors, setErrors] = useState<{ password?: string; word?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; blockers: DeletionBlocker[] } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      password: password === '' ? PASSWORD_REQUIRED : undefined,
      word: word.trim().toUpperCase() === DELETION_CONFIRMATION_WORD ? undefined : WORD_REQUIRED,
    };
    setErrors(problems);
    if (problems.password || problems.word) {
      document.getElementById(problems.password ? 'excluir-senha' : 'excluir-confirmacao')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    try {
      await confirmPassword(password);
    } catch (error) {
      const problem = passwordChangeError(error);
      console.error(ACCOUNT_DELETE_FAILED, error);
      const wrong = problem.field === 'currentPassword';
      if (wrong) setErrors({ password: 'Senha incorreta' });
      setFailure(wrong ? 'Senha incorreta. Confira e tente novamente.' : problem.message);
      setBusy(false);
      if (wrong) document.getElementById('excluir-senha')?.focus();
      return;
    }
    try {
      const outcome = await deleteMyAccount(word.trim().toUpperCase());
      if (outcome.kind === 'blocked') {
        setRefusal({ message: outcome.message, blockers: outcome.blockers });
        setBusy(false);
        return;
      }
      // The last thing the person reads here: it stays long enough to be read.
      setFlash({ type: 'success', message: ACCOUNT_DELETED, durationMs: 12_000 });
      await signOutEverywhere();
    } catch (error) {
      console.error(ACCOUNT_DELETE_FAILED, error);
      setFailure(error instanceof Error && error.message ? error.message : ACCOUNT_DELETE_FAILED);
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title="Excluir minha conta" labelledBy="excluir-conta-titulo" busy={busy}>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-ink">
        <p className="flex gap-2 font-semibold text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Esta ação não pode ser desfeita.
        </p>
        <div>
          <p className="font-semibold">O que é apagado</p>
          <p className="text-ink-muted">
            Seu acesso ({email}), perfil, foto, preferências e inscrições em listas de espera. Nos pedidos,
            ingressos, e-mails enviados e mensagens de contato, seu nome, e-mail, CPF e telefone são trocados
            por marcas anônimas.
          </p>
        </div>
        <div>
          <p className="font-semibold">O que fica, sem identificar você</p>
          <p className="text-ink-muted">
            Números dos pedidos, valores, datas e status, pelas obrigações fiscais e contábeis (em geral, 5
            anos).{' '}
            <a
              href="/privacidade#exclusao"
              className="font-semibold text-accent-ink underline underline-offset-2"
            >
              Saiba mais
            </a>
          </p>
        </div>
      </div>
      {refusal ? (
        <>
          <Blockers message={refusal.message} blockers={refusal.blockers} />
          <div className="mt-5 flex justify-end">
            <button type="button" className="gn-btn-secondary" onClick={onClose}>
              Fechar
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 grid gap-4">
          <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
          <PasswordField
            id="excluir-senha"
            label="Sua senha"
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            id="excluir-confirmacao"
            label={`Digite ${DELETION_CONFIRMATION_WORD} para confirmar`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={20}
            value={word}
            error={errors.word}
            onChange={(e) => setWord(e.target.value)}
          />
          <ModalActions
            failure={failure}
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
