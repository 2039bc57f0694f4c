import { Skeleton } from './Skeleton';

/** Suspense fallback of a lazily loaded admin page: a heading and a few blocks. */
export function PageFallback() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando...
      </p>
      <Skeleton className="mb-2 h-8 w-48" />
      <Skeleton className="mb-6 h-4 w-72" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
