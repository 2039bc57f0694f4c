// The account's e-mail state on /conta: "E-mail verificado", or "E-mail não verificado" with
// "Reenviar link de verificação" and "Já verifiquei". It reloads the user when it opens (a link
// followed in another tab counts at once), and a verified address claims the tickets that were
// transferred to it while it was not (toast with how many). The work is in use-email-verification.ts.
import { CheckCircle2, MailWarning } from 'lucide-react';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@gn/core/email-verification';
import { Spinner } from '../../ui/Spinner';
import { useEmailVerification, type VerificationBusy, type VerificationNote } from './use-email-verification';

/**
 * One of the two actions. A disabled button would drop the keyboard focus: the buttons stay
 * focusable while busy, and a press then does nothing.
 */
function VerificationAction({
  action,
  busy,
  className,
  label,
  busyLabel,
  onPress,
}: {
  action: Exclude<VerificationBusy, null>;
  busy: VerificationBusy;
  className: string;
  label: string;
  busyLabel: string;
  onPress: () => Promise<void>;
}) {
  const running = busy === action;
  return (
    <button
      type="button"
      className={className}
      onClick={() => busy === null && void onPress()}
      aria-disabled={busy !== null}
      aria-busy={running}
    >
      {running && <Spinner />}
      {running ? busyLabel : label}
    </button>
  );
}

/** 'Link enviado' and 'ainda não verificado' are announced politely; an error is an alert. */
function VerificationNoteText({ note }: { note: VerificationNote }) {
  return (
    <>
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
    </>
  );
}

export function EmailVerificationStatus() {
  const { state, busy, note, resend, check } = useEmailVerification();

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
        <VerificationAction
          action="resend"
          busy={busy}
          className="gn-btn-primary w-full"
          label={M.resend}
          busyLabel={M.sending}
          onPress={resend}
        />
        <VerificationAction
          action="check"
          busy={busy}
          className="gn-btn-secondary w-full"
          label={M.checkAgain}
          busyLabel={M.checking}
          onPress={check}
        />
      </div>
      <VerificationNoteText note={note} />
    </section>
  );
}
