// The texts of 'Excluir minha conta': what the deletion erases and what it keeps, and the refusal
// that lists the events whose tickets still hold the account (with the way to /conta/ingressos).
import { TriangleAlert } from 'lucide-react';
import { blockerText, type DeletionBlocker } from '@gn/core/account-deletion';
import { formatDate } from '@gn/core/dates';

/** 'Esta ação não pode ser desfeita.', then what goes and what stays. */
export function DeletionConsequences({ email }: { email: string }) {
  return (
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
  );
}

export function DeletionBlockers({ message, blockers }: { message: string; blockers: DeletionBlocker[] }) {
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
