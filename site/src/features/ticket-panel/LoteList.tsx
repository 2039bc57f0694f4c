// The event's lotes in the ticket panel: each with its state (Esgotado, Encerrado, À venda, A
// partir de dd/MM/aaaa, Em breve), the one on sale marked, with what is left in it when the event
// shows its stock.
import type { LoteView } from '@gn/core/lotes';

const STATE_STYLE: Record<LoteView['state'], string> = {
  a_venda: 'border-accent bg-accent-soft text-ink',
  esgotado: 'border-line text-ink-muted',
  encerrado: 'border-line text-ink-muted',
  em_breve: 'border-dashed border-line-strong text-ink-muted',
};

export function LoteList({ views, showLeft }: { views: readonly LoteView[]; showLeft: boolean }) {
  if (views.length === 0) return null;
  return (
    <section aria-label="Lotes" className="mt-5" data-testid="lotes">
      <h3 className="mb-2 text-sm font-semibold">Lotes</h3>
      <ol className="grid gap-1.5">
        {views.map((v) => (
          <li
            key={v.id}
            aria-current={v.state === 'a_venda' ? 'true' : undefined}
            className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm ${STATE_STYLE[v.state]}`}
          >
            <span
              className={
                v.state === 'a_venda' ? 'font-semibold' : v.state === 'esgotado' ? 'line-through' : ''
              }
            >
              {v.nome}
            </span>
            <span className="text-xs font-medium whitespace-nowrap">
              {v.label}
              {v.state === 'a_venda' && showLeft && v.restantes !== null && ` · restam ${v.restantes}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
