// The gate the steward stands at: the event's lists as big buttons (one list: chosen already), and
// Entrada / Saída where the list records exits. Large targets for gloved hands.
import { LogIn, LogOut } from 'lucide-react';
import type { CheckinList, ScanDirection } from '@gn/core/checkin-scan';

const choice = (selected: boolean) =>
  `min-h-14 rounded-xl border-2 px-4 py-3 text-left text-lg font-bold transition-colors ${
    selected
      ? 'border-accent bg-accent text-on-accent'
      : 'border-line-strong bg-surface text-ink hover:bg-surface-muted'
  }`;

interface Props {
  lists: CheckinList[];
  list: CheckinList | null;
  direction: ScanDirection;
  onList: (id: string) => void;
  onDirection: (direction: ScanDirection) => void;
}

export function DoorPlacePicker({ lists, list, direction, onList, onDirection }: Props) {
  return (
    <div className="space-y-3">
      {lists.length > 1 && (
        <div role="group" aria-label="Lista" className="grid gap-2 sm:grid-cols-2">
          {lists.map((l) => (
            <button
              key={l.id}
              type="button"
              aria-pressed={l.id === list?.id}
              className={choice(l.id === list?.id)}
              onClick={() => onList(l.id)}
            >
              {l.nome}
            </button>
          ))}
        </div>
      )}
      {list && lists.length > 1 && !list.permite_saida && (
        <p className="text-sm text-ink-muted">{list.nome}: somente entradas.</p>
      )}
      {list?.permite_saida && (
        <div role="group" aria-label="Sentido" className="grid grid-cols-2 gap-2">
          {(
            [
              ['entrada', 'Entrada', LogIn],
              ['saida', 'Saída', LogOut],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={direction === value}
              className={`${choice(direction === value)} flex items-center justify-center gap-2 text-xl`}
              onClick={() => onDirection(value)}
            >
              <Icon className="size-6" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
