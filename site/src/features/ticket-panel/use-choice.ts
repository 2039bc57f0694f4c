// The chosen type and quantities, and after hydration the choice to start from: one remembered
// across sign-in (choice-memory.ts), else a type the visitor ticked before the island hydrated.
import { useEffect, useState, type RefObject } from 'react';
import { takeChoice } from './choice-memory';
import { firstQuantities } from './panel-view';
import { optionKey, type PanelItem, type PanelTable, type Quantities } from './ticket-panel';

export function useChoice(
  eventId: string,
  tablePrices: PanelTable[],
  typesGroup: RefObject<HTMLFieldSetElement | null>,
) {
  const [tableId, setTableId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Quantities>({});

  useEffect(() => {
    const remembered = takeChoice(eventId);
    const rememberedTable = remembered && tablePrices.find((t) => t.id === remembered.tableId);
    if (rememberedTable) {
      setTableId(rememberedTable.id);
      setQuantities(remembered.quantities);
      return;
    }
    // A type the visitor ticked before the island hydrated: React keeps the radio checked in the
    // page but not in its state, so the options would never show (and a second click on a checked
    // radio changes nothing). Take the page's choice as ours.
    const early = typesGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const earlyTable = early && tablePrices.find((t) => t.id === early.value);
    if (earlyTable) {
      setTableId(earlyTable.id);
      setQuantities(firstQuantities(earlyTable));
    }
  }, [eventId, tablePrices, typesGroup]);

  const chooseTable = (table: PanelTable | undefined) => {
    setTableId(table?.id ?? null);
    setQuantities(firstQuantities(table));
  };
  const setQuantity = (t: PanelTable, i: PanelItem, value: number) => {
    setQuantities((before) => ({ ...before, [optionKey(t, i)]: Math.max(0, value) }));
  };
  return { tableId, quantities, chooseTable, setQuantity };
}
