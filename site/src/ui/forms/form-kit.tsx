// Small accessible form pieces shared by the sign-in and contact islands: a labelled input whose
// error is announced and linked with aria-describedby, a password input with a show/hide toggle,
// and a submit button with a busy state.
import {
  forwardRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Spinner } from '../Spinner';

const FIELD_CLASS =
  'block w-full rounded-xl border bg-surface px-3.5 py-2.5 text-base text-ink shadow-sm shadow-black/[0.02] transition-colors placeholder:text-ink-muted/70 focus:outline-2 focus:outline-offset-0 focus:outline-accent-ink disabled:opacity-60 sm:text-sm';

function borderFor(error: string | undefined): string {
  return error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60';
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const value = ids.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  // Once shown, a message keeps its line while the visitor corrects the field: clearing it (an
  // async re-validation on change or blur) would move every button below, and a press whose
  // pointer goes down on a button and up after it moved is no click at all.
  const [keepsLine, setKeepsLine] = useState(false);
  if (message && !keepsLine) setKeepsLine(true);
  // Always rendered (empty when valid) so that screen readers announce a new message.
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-1.5 text-sm font-medium text-danger ${keepsLine ? 'min-h-5' : 'empty:hidden'}`}
    >
      {message}
    </p>
  );
}

interface LabelProps {
  htmlFor: string;
  children: ReactNode;
  aside?: ReactNode;
}

function Label({ htmlFor, children, aside }: LabelProps) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink">
        {children}
      </label>
      {aside}
    </div>
  );
}

/** The frame of every field: label (with an optional aside), the control, hint and error. */
function FieldShell({
  id,
  label,
  labelAside,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  labelAside?: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} aside={labelAside}>
        {label}
      </Label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-dica`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-erro`} message={error} />
    </div>
  );
}

/** What links a control to its error (and hint or counter): read out with the field. */
function describedByFor(id: string, error: string | undefined, extraId?: string | false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && `${id}-erro`, extraId),
  } as const;
}

// The fields take react-hook-form's `ref` through forwardRef, not as a plain prop: the site runs on
// Preact's compatibility layer (astro.config.mjs), which hands `ref` only to forwardRef components.
// Ids are explicit (not useId): the islands are rendered at build time and hydrated later by
// lazy-island.ts, whose React root cannot know the identifier prefix of the build's render.
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

export const TextField = forwardRef(function TextField(
  { id, label, error, hint, labelAside, className, ...input }: InputProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        {...describedByFor(id, error, hint !== undefined && `${id}-dica`)}
        className={`${FIELD_CLASS} ${borderFor(error)}`}
        {...input}
      />
    </FieldShell>
  );
});

/**
 * An e-mail address: the e-mail keyboard, no capitals or spelling fixes, 255 characters at most.
 * The one e-mail input of the site's forms (sign-in, sign-up, contact, checkout, profile).
 */
export const EmailField = forwardRef(function EmailField(
  { label = 'E-mail', ...props }: Omit<InputProps, 'label' | 'type'> & { label?: string },
  ref: Ref<HTMLInputElement>,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={255}
      {...props}
    />
  );
});

export const PasswordField = forwardRef(function PasswordField(
  {
    id,
    label,
    error,
    hint,
    labelAside,
    className,
    toggleLabel = 'Mostrar senha',
    ...input
  }: InputProps & { toggleLabel?: string },
  ref: Ref<HTMLInputElement>,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          {...describedByFor(id, error, hint !== undefined && `${id}-dica`)}
          className={`${FIELD_CLASS} ${borderFor(error)} pr-12`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          // A toggle button keeps one name; its state is aria-pressed.
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink focus-visible:outline-offset-[-4px]"
        >
          {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
});

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  counter?: { value: number; max: number };
};

export const TextAreaField = forwardRef(function TextAreaField(
  { id, label, error, counter, className, ...input }: TextAreaProps,
  ref: Ref<HTMLTextAreaElement>,
) {
  const counterId = `${id}-contador`;
  const near = counter && counter.value > counter.max * 0.9;
  const aside = counter && (
    <span
      id={counterId}
      className={`text-xs tabular-nums ${near ? 'font-semibold text-accent-ink' : 'text-ink-muted'}`}
    >
      {counter.value}/{counter.max}
      <span className="sr-only"> caracteres</span>
    </span>
  );
  return (
    <FieldShell id={id} label={label} labelAside={aside} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        {...describedByFor(id, error, counter && counterId)}
        className={`${FIELD_CLASS} ${borderFor(error)} min-h-36 resize-y`}
        {...input}
      />
    </FieldShell>
  );
});

export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = '',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`gn-btn-primary w-full disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}
