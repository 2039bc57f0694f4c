// The field a USB or Bluetooth scanner types into (a keyboard wedge: the code, then Enter). It keeps
// the focus whenever nothing else holds it, so a steward never has to tap it before a read.
import { useEffect, useRef, useState } from 'react';

type Props = { busy: boolean; onCode: (code: string) => void };

export function WedgeInput({ busy, onCode }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    // Focus back here when it falls to the page (after a tap on the answer, a closed panel, ...).
    const keep = () => {
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null)
          input.current?.focus();
      }, 0);
    };
    document.addEventListener('focusout', keep);
    input.current?.focus();
    return () => document.removeEventListener('focusout', keep);
  }, []);

  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const text = code.trim();
        if (!text) return;
        setCode('');
        onCode(text);
      }}
    >
      <label className="sr-only" htmlFor="scanner-code">
        Código do ingresso
      </label>
      <input
        ref={input}
        id="scanner-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder="Código"
        className="h-14 min-w-0 flex-1 rounded-xl border-2 border-line-strong bg-surface px-4 font-mono text-lg text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none"
      />
      <button
        type="submit"
        disabled={busy}
        className="h-14 shrink-0 rounded-xl bg-accent px-5 text-lg font-bold text-on-accent disabled:opacity-60"
      >
        Validar
      </button>
    </form>
  );
}
