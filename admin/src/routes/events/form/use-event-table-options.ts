// The price and category tables the event form offers (null while loading; none if the load
// failed, with a toast).
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { listTableOptions, type PricingTableOption, type TableOption } from '../event-queries';

export type EventTableOptions = { pricing: PricingTableOption[]; category: TableOption[] };

export function useEventTableOptions() {
  const [tables, setTables] = useState<EventTableOptions | null>(null);

  useEffect(() => {
    let active = true;
    listTableOptions()
      .then((result) => active && setTables(result))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setTables({ pricing: [], category: [] });
        toast.error('Erro ao carregar as tabelas');
      });
    return () => {
      active = false;
    };
  }, []);

  return tables;
}
