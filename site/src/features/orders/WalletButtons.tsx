// "Adicionar à Apple Wallet", "Salvar no Google Wallet" and "Adicionar à agenda" for one paid
// ticket (the account's tickets and the checkout's success page), full width and 48 px tall on a
// phone, with the note that the platforms cannot be told of a transfer or cancellation yet.
import { useState, type ReactNode } from 'react';
import { CalendarPlus } from 'lucide-react';
import { WALLET_MESSAGES } from '@gn/core/wallet-pass';
import { toast } from '../../ui/toasts';
import { AppleWalletIcon, GoogleWalletIcon } from './wallet-icons';
import { downloadApplePass, downloadCalendar, googleWalletUrl } from './ticket-wallet';

type Action = 'apple' | 'google' | 'agenda';

const FAILED: Record<Action, string> = {
  apple: 'Não foi possível gerar o passe da Apple Wallet',
  google: 'Não foi possível abrir o Google Wallet',
  agenda: 'Não foi possível gerar o arquivo da agenda',
};

const BUTTON =
  'gn-btn-secondary min-h-12 w-full justify-start gap-3 disabled:cursor-wait disabled:opacity-70 sm:w-auto';

/** One of the three: disabled while any of them works, described by the ticket's heading. */
function WalletButton({
  busy,
  describedBy,
  onClick,
  children,
}: {
  busy: Action | null;
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={BUTTON}
      disabled={busy !== null}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function WalletButtons({
  ticket,
  describedBy,
}: {
  ticket: { id: string; codigo_serial: string };
  /** the id of the ticket's heading, so a screen reader says which ticket */
  describedBy?: string;
}) {
  const [busy, setBusy] = useState<Action | null>(null);

  async function run(action: Action, work: () => Promise<void>) {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      console.error(FAILED[action], error);
      toast.error(FAILED[action], { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(null);
    }
  }

  const google = () =>
    run('google', async () => {
      window.location.assign(await googleWalletUrl(ticket));
    });

  return (
    <div className="space-y-2" data-testid="wallet-buttons">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <WalletButton
          busy={busy}
          describedBy={describedBy}
          onClick={() => void run('apple', () => downloadApplePass(ticket))}
        >
          <AppleWalletIcon />
          {busy === 'apple' ? 'Gerando passe...' : 'Adicionar à Apple Wallet'}
        </WalletButton>
        <WalletButton busy={busy} describedBy={describedBy} onClick={() => void google()}>
          <GoogleWalletIcon />
          {busy === 'google' ? 'Abrindo...' : 'Salvar no Google Wallet'}
        </WalletButton>
        <WalletButton
          busy={busy}
          describedBy={describedBy}
          onClick={() => void run('agenda', () => downloadCalendar(ticket))}
        >
          <CalendarPlus className="size-6 text-accent-ink" aria-hidden="true" />
          Adicionar à agenda
        </WalletButton>
      </div>
      <p className="text-xs text-ink-muted">{WALLET_MESSAGES.updateNote}</p>
    </div>
  );
}
