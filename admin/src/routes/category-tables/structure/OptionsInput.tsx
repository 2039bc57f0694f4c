// The choices of a multiple-choice column as chips: type and press Enter or ';', or paste a list;
// Backspace on an empty input removes the last one.
import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { parseOptions } from '../category-model';

type OptionsInputProps = {
  label: string;
  value: string[];
  onChange: (options: string[]) => void;
  error?: string | undefined;
  name?: string;
};

/**
 * Tag-like input for the choices of a multiple-choice column: type and press Enter (or ';', or
 * paste a list separated by ';' or line breaks); each choice is a chip with its remove button.
 */
export function OptionsInput({ label, value, onChange, error, name }: OptionsInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');

  function commit(input = text) {
    const added = parseOptions(input, value);
    if (added.length > 0) onChange([...value, ...added]);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ';') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={`flex flex-wrap items-center gap-1.5 rounded-lg border bg-surface p-1.5 transition-colors focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 ${
          error ? 'border-danger' : 'border-line-strong'
        }`}
      >
        {value.length > 0 && (
          <ul
            aria-label={`${label}: ${value.length} ${value.length === 1 ? 'opção' : 'opções'}`}
            className="contents"
          >
            {value.map((option) => (
              <li
                key={option}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-accent-soft py-1 pr-1 pl-2 text-sm text-accent-ink"
              >
                <span className="truncate">{option}</span>
                <button
                  type="button"
                  aria-label={`Remover opção ${option}`}
                  onClick={() => onChange(value.filter((o) => o !== option))}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded hover:bg-accent/15"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          name={name}
          value={text}
          onChange={(e) => {
            const next = e.target.value;
            // A pasted list ("A; B; C" or one per line) becomes chips at once.
            if (/[;\n]/.test(next)) commit(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit()}
          placeholder={value.length === 0 ? 'Ex.: Geral' : 'Nova opção'}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="h-8 min-w-[8rem] flex-1 bg-transparent px-1.5 text-base text-ink placeholder:text-ink-muted/70 focus:outline-none sm:text-sm"
        />
        <button
          type="button"
          aria-label="Adicionar opção"
          onClick={() => commit()}
          disabled={text.trim() === ''}
          className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-accent-ink hover:bg-accent-soft disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          Adicionar
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
        Digite uma opção e pressione Enter. Para várias de uma vez, separe com ponto e vírgula.
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
