// A Brazilian phone input for a react-hook-form field: IMask keeps '(DD) XXXX-XXXX' or
// '(DD) XXXXX-XXXX' as the user types without moving the caret to the end on a middle edit. The
// masks give exactly core's maskPhone text, so core's validators and phoneToStorage apply as before.
import { useCallback, useRef, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIMask } from 'react-imask';
import { PHONE_MAX_LENGTH } from '@gn/core/phone';
import { TextField } from './TextField';

// Ten digits take the first mask, an eleventh switches to the second (IMask picks the mask that
// accepts the most digits, the first on a tie).
const PHONE_MASK = { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] };

type PhoneFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'onChange' | 'value' | 'defaultValue' | 'ref'
> & {
  /** register('telefone'): its onChange is called with each value IMask accepts. */
  registration: UseFormRegisterReturn;
};

export function PhoneField({ registration, ...props }: PhoneFieldProps) {
  const { onChange, ref: registerRef, ...field } = registration;
  const input = useRef<HTMLInputElement | null>(null);
  // IMask writes the input's value itself, so React's onChange does not see the edit: the form
  // hears about it from IMask ('accept') and reads the value from the input, as for a typed change.
  const onAccept = useCallback(() => {
    if (input.current) void onChange({ target: input.current, type: 'change' });
  }, [onChange]);
  useIMask(PHONE_MASK, { ref: input, onAccept });
  return (
    <TextField
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      {...field}
      ref={(element) => {
        input.current = element;
        registerRef(element);
      }}
    />
  );
}
