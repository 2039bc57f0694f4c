// The admin layout's shape in grey while the session is being restored.
import { Skeleton, SkeletonLines, repeatShape } from './Skeleton';

/** Shown while the session is being restored: the admin layout's shape, in grey. */
export function LayoutSkeleton() {
  return (
    <div aria-busy="true" className="min-h-dvh lg:pl-64">
      <p role="status" className="sr-only">
        Carregando o painel...
      </p>
      <div className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-3 border-r border-line bg-surface p-5 lg:flex">
        <SkeletonLines className="contents" shapes={['mb-5 h-8 w-40', ...repeatShape('h-8 w-full', 11)]} />
      </div>
      <div className="flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <Skeleton className="h-9 w-full max-w-sm" />
        <Skeleton className="ml-auto size-9 rounded-full" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
        <Skeleton className="mb-6 h-8 w-48" />
        <SkeletonLines className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" shapes={repeatShape('h-28', 4)} />
        <SkeletonLines className="mt-6 grid gap-4 lg:grid-cols-2" shapes={repeatShape('h-64', 2)} />
      </div>
    </div>
  );
}
