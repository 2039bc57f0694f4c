// The admin layout's shape in grey while the session is being restored.
import { Skeleton } from '../ui/Skeleton';

/** Shown while the session is being restored: the admin layout's shape, in grey. */
export function LayoutSkeleton() {
  return (
    <div aria-busy="true" className="min-h-dvh lg:pl-64">
      <p role="status" className="sr-only">
        Carregando o painel...
      </p>
      <div className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-3 border-r border-line bg-surface p-5 lg:flex">
        <Skeleton className="mb-5 h-8 w-40" />
        {Array.from({ length: 11 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
      <div className="flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <Skeleton className="h-9 w-full max-w-sm" />
        <Skeleton className="ml-auto size-9 rounded-full" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
        <Skeleton className="mb-6 h-8 w-48" />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </div>
    </div>
  );
}
