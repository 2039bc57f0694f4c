// The HTML body editor of events and news: a textarea with a toolbar that wraps the selection
// (bold, italic, heading, list, link) beside a live preview through the site's own sanitiser.
import { Bold, Heading2, Italic, Link2, List } from 'lucide-react';
import { useId, useMemo, useRef, type ComponentType } from 'react';
import { editorHtml, wrapLink, wrapList, wrapSelection, type TextEdit } from './rich-text';
import { FieldError } from './FieldError';

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  rows?: number;
  name?: string;
};

type Tool = {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  apply: (value: string, start: number, end: number) => TextEdit;
};

const TOOLS: Tool[] = [
  { label: 'Negrito', icon: Bold, apply: (v, s, e) => wrapSelection(v, s, e, '<strong>', '</strong>') },
  { label: 'Itálico', icon: Italic, apply: (v, s, e) => wrapSelection(v, s, e, '<em>', '</em>') },
  { label: 'Título', icon: Heading2, apply: (v, s, e) => wrapSelection(v, s, e, '<h2>', '</h2>', 'Título') },
  { label: 'Lista', icon: List, apply: wrapList },
  { label: 'Link', icon: Link2, apply: wrapLink },
];

// Article styles for the preview (the admin has no typography plugin): descendant variants.
const PREVIEW_STYLES = [
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:text-accent-ink [&_a]:underline [&_strong]:font-semibold [&_b]:font-semibold',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_blockquote]:text-ink-muted',
  '[&_img]:h-auto [&_img]:max-w-full [&_hr]:my-4 [&_hr]:border-line',
  '[&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2',
  '[&_.empty]:text-ink-muted',
].join(' ');

/**
 * HTML source editor: a textarea whose toolbar wraps the selection in bold, italic, heading,
 * list or link tags (docs/spec/backoffice.md §2's "wrap the selection" buttons), with a live
 * preview of exactly what the site will show (the same sanitiser). Blank lines separate paragraphs.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  rows = 12,
  name,
}: RichTextEditorProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const preview = useMemo(() => editorHtml(value), [value]);

  function run(tool: Tool) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const edit = tool.apply(value, textarea.selectionStart, textarea.selectionEnd);
    onChange(edit.value);
    // Restore focus and the new selection after React re-renders the value.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {label}
        </label>
        <div
          className={`overflow-hidden rounded-lg border bg-surface ${error ? 'border-danger' : 'border-line-strong'}`}
        >
          <div
            role="toolbar"
            aria-label={`Formatação: ${label}`}
            aria-controls={id}
            className="flex flex-wrap gap-1 border-b border-line bg-surface-muted px-2 py-1.5"
          >
            {TOOLS.map((tool) => (
              <button
                key={tool.label}
                type="button"
                title={tool.label}
                aria-label={tool.label}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(tool)}
                className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink"
              >
                <tool.icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            rows={rows}
            value={value}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className="block w-full resize-y border-0 bg-surface px-3 py-2 font-mono text-sm text-ink focus:outline-none"
          />
        </div>
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint ??
            'Selecione um trecho e use os botões para formatar. Deixe uma linha em branco entre parágrafos. Scripts, estilos e atributos perigosos são removidos ao salvar.'}
        </p>
        <FieldError id={errorId} error={error} />
      </div>
      <section aria-label="Pré-visualização" className="min-w-0">
        <p className="mb-1.5 text-sm font-medium text-ink" aria-hidden="true">
          Pré-visualização
        </p>
        <div
          className={`min-h-40 overflow-auto rounded-lg border border-line bg-surface px-4 py-3 text-sm leading-relaxed text-ink ${PREVIEW_STYLES}`}
          // Sanitised by the same allowlist as the public site.
          dangerouslySetInnerHTML={{
            __html: preview || '<p class="empty">Nada para mostrar ainda.</p>',
          }}
        />
      </section>
    </div>
  );
}
