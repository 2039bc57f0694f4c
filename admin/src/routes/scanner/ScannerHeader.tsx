// The scanner's title, the event and the place it reads at ('Portão A · Entrada'), and 'Trocar'.
type Props = {
  eventTitle: string | null;
  place: string | null;
  /** null: nothing chosen yet */
  onChange: (() => void) | null;
};

export function ScannerHeader({ eventTitle, place, onChange }: Props) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-bold">Leitor da portaria</h1>
        {eventTitle && <p className="truncate text-sm text-ink-muted">{eventTitle}</p>}
        {place && (
          <p data-testid="scanner-place" className="text-base font-bold">
            {place}
          </p>
        )}
      </div>
      {onChange && (
        <button
          type="button"
          onClick={onChange}
          className="h-11 shrink-0 rounded-lg border border-line-strong px-3 font-semibold"
        >
          Trocar
        </button>
      )}
    </header>
  );
}
