// The wizard's progress: five numbered steps, done ones ticked, the current one marked for
// assistive technology with aria-current="step".
import { STEPS, type Step } from './wizard';
import { Check } from 'lucide-react';

export function StepIndicator({ step }: { step: Step }) {
  return (
    <nav aria-label="Etapas da compra" className="mt-6">
      <ol className="flex items-start">
        {STEPS.map((label, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${index <= step ? 'bg-accent' : 'bg-line-strong'}`}
                />
              )}
              <span
                className={`relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  current
                    ? 'border-accent bg-accent text-on-accent'
                    : done
                      ? 'border-accent bg-accent-soft text-accent-ink'
                      : 'border-line-strong bg-surface text-ink-muted'
                }`}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={`mt-1.5 text-[0.6875rem] leading-tight sm:text-sm ${current ? 'font-bold text-ink' : 'text-ink-muted'}`}
              >
                {label}
                {done && <span className="sr-only"> (concluída)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
