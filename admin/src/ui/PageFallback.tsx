// Suspense fallback of a lazily loaded admin page (see lib/lazy-page.tsx): a heading skeleton and
// either a grid of cards (lists) or one panel (table editors and settings).
import { Skeleton } from './Skeleton';

export type PageFallbackShape = 'cards' | 'panel';

/** Suspense fallback of a lazily loaded admin page: a heading and a few blocks. */
export function PageFallback({ shape = 'cards' }: { shape?: PageFallbackShape }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando...
      </p>
      {shape === 'panel' ? (
        <>
          <Skeleton className="mb-2 h-8 w-64" />
          <Skeleton className="mb-6 h-4 w-80 max-w-full" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      ) : (
        <>
          <Skeleton className="mb-2 h-8 w-48" />
          <Skeleton className="mb-6 h-4 w-72" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        </>
      )}
    </div>
  );
}
