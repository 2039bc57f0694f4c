// Focus on the first cell of a row after the render that shows it in edit mode ("Adicionar linha",
// "Editar").
import { useEffect, useRef } from 'react';

export function useRowFocus() {
  const focusKey = useRef<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  // After "Adicionar linha" / "Editar": focus the first cell of that row.
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-row="${CSS.escape(key)}"] :is(input, select)`)
      ?.focus();
  });

  /** Focuses the row of `key` once it is rendered. */
  function focusRow(key: string) {
    focusKey.current = key;
  }

  return { tableRef, focusRow };
}
