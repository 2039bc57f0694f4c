// Entries per 5 minutes as plain CSS bars (no chart library for twelve bars): the rate at the
// gates over the last hour of entries, with the figures in a table for screen readers.
import type { Bar } from './portaria-model';

export function EntryBars({ bars }: { bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.entradas));
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-ink">Entradas a cada 5 minutos</figcaption>
      <div className="flex h-32 items-end gap-1" aria-hidden="true" data-testid="entradas-5min">
        {bars.map((bar) => (
          <div key={bar.bucket} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            {bar.entradas > 0 && (
              <span className="mb-0.5 text-center text-[10px] leading-none text-ink-muted tabular-nums">
                {bar.entradas}
              </span>
            )}
            <div
              className="rounded-t bg-accent"
              style={{ height: `${(bar.entradas / max) * 100}%`, minHeight: bar.entradas ? 2 : 0 }}
              title={`${bar.label}: ${bar.entradas} entradas`}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1 border-t border-line pt-1" aria-hidden="true">
        {bars.map((bar, i) => (
          <span
            key={bar.bucket}
            className="min-w-0 flex-1 text-center text-[10px] text-ink-muted tabular-nums"
          >
            {i % 3 === 0 ? bar.label : ''}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Entradas a cada 5 minutos</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.bucket}>
              <th scope="row">{bar.label}</th>
              <td>{bar.entradas}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
