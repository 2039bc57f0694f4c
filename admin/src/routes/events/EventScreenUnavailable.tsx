// An event's own screen (waiting list, virtual queue) that could not load: the event is gone, or
// the read failed (then 'Tentar novamente').
import type { LucideIcon } from 'lucide-react';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { UnavailableState } from '../../ui/UnavailableState';

export function EventScreenUnavailable({
  icon,
  failed,
  failedTitle,
  onRetry,
}: {
  icon: LucideIcon;
  /** true: the read failed; false: no such event */
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
}) {
  return (
    <>
      <BackLink to="/admin/eventos" label="Eventos" />
      <UnavailableState
        icon={icon}
        status={failed ? 'error' : 'missing'}
        missing={{ title: 'Evento não encontrado', description: 'Ele pode ter sido excluído.' }}
        failedTitle={failedTitle}
        back={{ to: '/admin/eventos', label: 'Voltar para os eventos' }}
      />
      {failed && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
        </div>
      )}
    </>
  );
}
