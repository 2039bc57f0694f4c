// What an edit screen shows instead of its form when the record does not exist or could not be
// read, with the way back to its list.
import type { LucideIcon } from 'lucide-react';
import type { ButtonVariant } from './Button';
import { ButtonLink } from './ButtonLink';
import { EmptyState } from './EmptyState';

type UnavailableStateProps = {
  icon: LucideIcon;
  /** 'missing': the item does not exist; 'error': it could not be read. */
  status: 'missing' | 'error';
  /** e.g. { title: 'Tabela não encontrada', description: 'Ela pode ter sido excluída.' } */
  missing: { title: string; description: string };
  /** e.g. 'Não foi possível carregar a tabela' (the description asks to check the connection). */
  failedTitle?: string;
  /** The way back to the list, e.g. { to: '/admin/tabelas', label: 'Voltar para as tabelas' }. */
  back: { to: string; label: string; variant?: ButtonVariant };
};

/** What an edit screen shows instead of its form when the item is missing or failed to load. */
export function UnavailableState({ icon, status, missing, failedTitle, back }: UnavailableStateProps) {
  const failed = status === 'error' && failedTitle !== undefined;
  return (
    <EmptyState
      icon={icon}
      title={failed ? failedTitle : missing.title}
      description={failed ? 'Verifique sua conexão e tente novamente.' : missing.description}
      action={
        <ButtonLink to={back.to} variant={back.variant ?? 'primary'}>
          {back.label}
        </ButtonLink>
      }
    />
  );
}
