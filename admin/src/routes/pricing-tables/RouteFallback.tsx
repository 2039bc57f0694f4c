import { Skeleton } from '../../ui/Skeleton';

/** Shown inside the layout while a lazily loaded screen of these sections arrives. */
export function RouteFallback() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando...
      </p>
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-4 w-80 max-w-full" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
