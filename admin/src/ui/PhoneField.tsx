// A Brazilian phone input for a react-hook-form field: core's maskPhone keeps '(DD) XXXX-XXXX' or
// '(DD) XXXXX-XXXX' as the user types, and core's applyMask puts the caret back after the same
// digits, so an edit in the middle stays where it was made. Core's validators apply as before.
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyMask } from '@gn/core/browser/masked-input';
import { maskPhone, PHONE_MAX_LENGTH } from '@gn/core/phone';
import { TextField } from './TextField';

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value' | 'defaultValue'> & {
  /** register('telefone'): it reads the masked value. */
  registration: UseFormRegisterReturn;
};

export function PhoneField({ registration, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      {...registration}
      onChange={(event) => {
        applyMask(event.target, maskPhone);
        return registration.onChange(event);
      }}
    />
  );
}
