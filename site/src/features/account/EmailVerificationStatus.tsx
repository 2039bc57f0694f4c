// The account's e-mail state on /conta: "E-mail verificado", or "E-mail não verificado" with
// "Reenviar link de verificação" and "Já verifiquei". It reloads the user when it opens (a link
// followed in another tab counts at once), and a verified address claims the tickets that were
// transferred to it while it was not (toast with how many).
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  EMAIL_VERIFICATION_CODES,
  EMAIL_VERIFICATION_MESSAGES as M,
  claimedMessage,
  verificationSentMessage,
} from '@gn/core/email-verification';
import { Spinner } from '../../ui/forms/form-kit';
import { ApiCallError } from '../session/api-client';
import { claimWaitingTickets, refreshEmailVerified, resendVerification } from './email-verification';

type State = 'loading' | 'verified' | 'unverified';
type Busy = 'resend' | 'check' | null;
type Note = { kind: 'sent' | 'info' | 'error'; text: string } | null;

async function claimQuietly(): Promise<void> {
  try {
    const count = await claimWaitingTickets();
    if (count > 0) toast.success(claimedMessage(count));
  } catch (error) {
    // The next visit tries again; nothing the user can do about it now.
    console.error('Falha ao receber ingressos transferidos', error);
  }
}

export function EmailVerificationStatus() {
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState<Busy>(null);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let live = true;
    refreshEmailVerified()
      .then((verified) => {
        if (!live) return;
        setState(verified ? 'verified' : 'unverified');
        if (verified) void claimQuietly();
      })
      .catch((error: unknown) => {
        console.error('Falha ao ler o estado do e-mail', error);
        if (live) setState('unverified');
      });
    return () => {
      live = false;
    };
  }, []);

  async function resend() {
    setBusy('resend');
    setNote(null);
    try {
      const answer = await resendVerification();
      setNote(
        answer.enviado
          ? { kind: 'sent', text: verificationSentMessage(answer.email) }
          : { kind: 'error', text: M.sendFailed },
      );
    } catch (error) {
      if (error instanceof ApiCallError && error.code === EMAIL_VERIFICATION_CODES.alreadyVerified) {
        await check();
        return;
      }
      setNote({ kind: 'error', text: error instanceof Error ? error.message : M.sendFailed });
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    // A disabled button would drop the keyboard focus: the buttons stay focusable while busy.
    setBusy('check');
    setNote(null);
    try {
      if (await refreshEmailVerified()) {
        setState('verified');
        await claimQuietly();
      } else setNote({ kind: 'info', text: M.stillNotVerified });
    } catch (error) {
      console.error('Falha ao ler o estado do e-mail', error);
      setNote({ kind: 'error', text: M.sendFailed });
    } finally {
      setBusy(null);
    }
  }

  if (state === 'loading') {
    return <div className="mt-3 h-6" aria-hidden="true" data-testid="email-verification-loading" />;
  }
  if (state === 'verified') {
    return (
      <p
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-success"
        data-testid="email-verification"
        data-state="verified"
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {M.verified}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="email-verificacao"
      className="mt-4 w-full rounded-xl border border-line-strong p-4 text-left"
      data-testid="email-verification"
      data-state="unverified"
    >
      <h2 id="email-verificacao" className="flex items-center gap-1.5 text-sm font-bold text-danger">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        {M.notVerified}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{M.explain}</p>
      <div className="mt-3 flex flex-col gap-2">
        <button
          type="button"
          className="gn-btn-primary w-full"
          onClick={() => busy === null && void resend()}
          aria-disabled={busy !== null}
          aria-busy={busy === 'resend'}
        >
          {busy === 'resend' && <Spinner />}
          {busy === 'resend' ? M.sending : M.resend}
        </button>
        <button
          type="button"
          className="gn-btn-secondary w-full"
          onClick={() => busy === null && void check()}
          aria-disabled={busy !== null}
          aria-busy={busy === 'check'}
        >
          {busy === 'check' && <Spinner />}
          {busy === 'check' ? M.checking : M.checkAgain}
        </button>
      </div>
      <div aria-live="polite" role="status" className="mt-3 text-sm break-words empty:hidden">
        {note && note.kind !== 'error' && (
          <p
            className={note.kind === 'sent' ? 'text-success' : 'text-ink-muted'}
            data-testid="email-verification-note"
          >
            {note.text}
          </p>
        )}
      </div>
      {note?.kind === 'error' && (
        <p
          role="alert"
          className="mt-3 text-sm break-words text-danger"
          data-testid="email-verification-note"
        >
          {note.text}
        </p>
      )}
    </section>
  );
}
