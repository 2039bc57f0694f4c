// The 'Tabela de Preços' and 'Tabelas de Categorias' tabs of the event form: a checklist of the
// price or category tables the event offers, with a link to create one when there is none.
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TableChecklist } from '../../../ui/TableChecklist';
import type { TableOption } from '../event-queries';
import type { EventFormFields, EventFormValues } from './event-form-schema';

const KINDS = {
  pricing_table_ids: {
    legend: 'Tabelas de preços',
    description: 'Os ingressos do evento são vendidos pelos itens das tabelas marcadas.',
    emptyText: 'Nenhuma tabela de preços cadastrada.',
    newPath: '/admin/tabelas/novo',
    newLabel: 'Criar tabela de preços',
  },
  category_table_ids: {
    legend: 'Tabelas de categorias',
    description: 'As tabelas marcadas aparecem na página do evento.',
    emptyText: 'Nenhuma tabela de categorias cadastrada.',
    newPath: '/admin/tabelas-categorias/novo',
    newLabel: 'Criar tabela de categorias',
  },
} as const;

export function EventTablesField({
  control,
  name,
  options,
}: {
  control: Control<EventFormFields, unknown, EventFormValues>;
  name: keyof typeof KINDS;
  /** null while the tables load. */
  options: TableOption[] | null;
}) {
  const kind = KINDS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TableChecklist
          legend={kind.legend}
          description={kind.description}
          options={options}
          value={field.value ?? []}
          onChange={field.onChange}
          emptyText={kind.emptyText}
          emptyAction={
            <Link to={kind.newPath} className="text-sm font-medium text-accent-ink hover:underline">
              {kind.newLabel}
            </Link>
          }
        />
      )}
    />
  );
}
