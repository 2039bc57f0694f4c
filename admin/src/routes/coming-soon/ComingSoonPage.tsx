// 'Em breve': the stand-in for a back office section that is not built yet.
import { Construction } from 'lucide-react';
import { PageHeading } from '../../ui/PageHeading';

/** Stand-in for a back office section that is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <div className="flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-semibold text-ink">Em breve</p>
        <p className="mt-1 max-w-md text-sm text-ink-muted">
          Esta seção do painel está em construção e estará disponível em breve.
        </p>
      </div>
    </>
  );
}
