// The 404 page: inside the admin layout under /admin, on its own elsewhere.
import { Link } from 'react-router-dom';

/** Unknown paths. Inside /admin it renders within the layout; elsewhere on its own. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <div
      className={`flex flex-col items-center justify-center px-4 text-center ${
        standalone ? 'min-h-dvh bg-canvas' : 'py-20'
      }`}
    >
      <p className="text-6xl font-bold tracking-tight text-accent-ink">404</p>
      <h1 className="mt-3 text-xl font-semibold text-ink">Página não encontrada</h1>
      <p className="mt-1 text-sm text-ink-muted">O endereço acessado não existe no painel.</p>
      <Link
        to="/admin"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
      >
        Voltar ao Dashboard
      </Link>
    </div>
  );
}
