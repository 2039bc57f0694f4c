// "Digitar código": the ticket code typed by hand, sent with Validar (or Enter).
import { ScanLine } from 'lucide-react';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { TextField } from '../../ui/TextField';

interface TypedCodeCardProps {
  code: string;
  busy: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
}

export function TypedCodeCard({ code, busy, onCodeChange, onSubmit }: TypedCodeCardProps) {
  return (
    <SectionCard title="Digitar código">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          label="Código do ingresso"
          placeholder="TKT-…"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => onCodeChange(e.target.value)}
          className="flex-1"
        />
        <Button type="submit" busy={busy} disabled={code.trim() === ''} className="h-11">
          <ScanLine className="size-4" aria-hidden="true" />
          Validar
        </Button>
      </form>
    </SectionCard>
  );
}
