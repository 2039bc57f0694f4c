// A TextField whose text follows a mask as the visitor types (CPF, phone): core's formatCpf /
// maskPhone rewrite it, and core's applyMask puts the caret back after the same digits, so
// deleting a digit in the middle no longer throws the next one to the end. react-hook-form then
// reads the masked value through the field's own onChange.
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCpf } from '@gn/core/cpf';
import { applyMask } from '@gn/core/masked-input';
import { maskPhone } from '@gn/core/phone';
import { TextField } from './form-kit';

const MASKS = { cpf: formatCpf, phone: maskPhone } as const;

type MaskedTextFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value' | 'defaultValue'> & {
  mask: keyof typeof MASKS;
  /** register('cpf'): it reads the masked value. */
  registration: UseFormRegisterReturn;
};

export function MaskedTextField({ mask, registration, ...props }: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      {...registration}
      onChange={(event) => {
        applyMask(event.target, MASKS[mask]);
        return registration.onChange(event);
      }}
    />
  );
}
