/** An empty grid cell: a dash on screen, 'vazio' for screen readers. */
export function EmptyCell() {
  return (
    <>
      <span aria-hidden="true" className="text-ink-muted">
        —
      </span>
      <span className="sr-only">vazio</span>
    </>
  );
}
