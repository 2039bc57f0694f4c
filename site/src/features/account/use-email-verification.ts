// The account's e-mail state and its two actions, for EmailVerificationStatus.tsx: the user is
// reloaded on open (a link followed in another tab counts at once); 'resend' asks for a new link,
// 'check' reads the state again. Once verified, the tickets transferred to the address while it
// was not are claimed (toast with how many).
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toasts';
import {
  EMAIL_VERIFICATION_CODES,
  EMAIL_VERIFICATION_MESSAGES as M,
  claimedMessage,
  verificationSentMessage,
} from '@gn/core/email-verification';
import { ApiCallError } from '../session/api-client';
import { claimWaitingTickets, refreshEmailVerified, resendVerification } from './email-verification';

export type VerificationState = 'loading' | 'verified' | 'unverified';
export type VerificationBusy = 'resend' | 'check' | null;
export type VerificationNote = { kind: 'sent' | 'info' | 'error'; text: string } | null;

async function claimQuietly(): Promise<void> {
  try {
    const count = await claimWaitingTickets();
    if (count > 0) toast.success(claimedMessage(count));
  } catch (error) {
    // The next visit tries again; nothing the user can do about it now.
    console.error('Falha ao receber ingressos transferidos', error);
  }
}

export function useEmailVerification() {
  const [state, setState] = useState<VerificationState>('loading');
  const [busy, setBusy] = useState<VerificationBusy>(null);
  const [note, setNote] = useState<VerificationNote>(null);

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

  return { state, busy, note, resend, check };
}
