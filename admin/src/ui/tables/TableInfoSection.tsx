// The 'Informações' card of the price and category table forms: name, description, 'Publicada'.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SectionCard } from '../SectionCard';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

type TableInfoSectionProps = {
  name: { input: UseFormRegisterReturn; error: string | undefined; placeholder: string };
  description: { input: UseFormRegisterReturn; error: string | undefined; placeholder: string };
  /** The 'publicada' field (a controlled switch). */
  published: { name: string; value: boolean; onChange: (checked: boolean) => void };
};

/** The 'Informações' card of the price and category table forms: name, description, published. */
export function TableInfoSection({ name, description, published }: TableInfoSectionProps) {
  return (
    <SectionCard title="Informações" className="space-y-4 p-4 sm:p-6" headingClassName="">
      <TextField
        label="Nome"
        placeholder={name.placeholder}
        maxLength={200}
        error={name.error}
        {...name.input}
      />
      <Textarea
        label="Descrição"
        rows={3}
        placeholder={description.placeholder}
        error={description.error}
        {...description.input}
      />
      <Switch
        label="Publicada"
        description="Somente tabelas publicadas aparecem nas páginas dos eventos."
        checked={published.value}
        onChange={published.onChange}
        name={published.name}
      />
    </SectionCard>
  );
}
