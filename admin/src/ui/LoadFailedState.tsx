// The empty state of a screen whose data could not be read, with 'Tentar novamente'.
import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** A screen's data could not be read: e.g. 'Não foi possível carregar os eventos', with a retry. */
export function LoadFailedState({
  icon,
  title,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description="Verifique sua conexão e tente novamente."
      action={
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
