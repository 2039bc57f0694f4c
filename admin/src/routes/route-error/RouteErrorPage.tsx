// The router's last resort when a page throws while rendering: a message and a reload button
// instead of a blank screen.
import { useRouteError } from 'react-router-dom';
import { Button } from '../../ui/Button';

/** Last resort when a page throws while rendering: say so instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 text-center">
      <h1 className="text-xl font-semibold text-ink">Algo deu errado</h1>
      <p className="mt-1 text-sm text-ink-muted">Um erro inesperado interrompeu esta página.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Recarregar a página
      </Button>
    </div>
  );
}
