// A TextField whose text follows a mask as the visitor types (CPF, phone): core's formatCpf /
// maskPhone rewrite it, and core's applyMask puts the caret back after the same digits, so
// deleting a digit in the middle no longer throws the next one to the end. react-hook-form then
// reads the masked value through the field's own onChange.
import { forwardRef, type ComponentProps, type Ref } from 'react';
import { formatCpf } from '@gn/core/cpf';
import { applyMask } from '@gn/core/browser/masked-input';
import { maskPhone, PHONE_MAX_LENGTH } from '@gn/core/phone';
import { TextField } from './form-kit';

const MASKS = { cpf: formatCpf, phone: maskPhone } as const;

// forwardRef, like TextField's: see form-kit.tsx.
type TextFieldProps = Omit<ComponentProps<typeof TextField>, 'ref'>;
type MaskedTextFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue'> & { mask: keyof typeof MASKS };

export const MaskedTextField = forwardRef(function MaskedTextField(
  { mask, onChange, ...props }: MaskedTextFieldProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <TextField
      ref={ref}
      {...props}
      onChange={(event) => {
        applyMask(event.target, MASKS[mask]);
        return onChange?.(event);
      }}
    />
  );
});

type PresetProps = Omit<MaskedTextFieldProps, 'mask' | 'label'> & { label?: string };

/** A CPF typed as 000.000.000-00 (core's isValidCpf checks the digits). */
export const CpfField = forwardRef(function CpfField(props: PresetProps, ref: Ref<HTMLInputElement>) {
  return (
    <MaskedTextField
      ref={ref}
      label="CPF"
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      maxLength={14}
      mask="cpf"
      {...props}
    />
  );
});

/** A Brazilian phone typed as (00) 00000-0000 or (00) 0000-0000. */
export const PhoneField = forwardRef(function PhoneField(props: PresetProps, ref: Ref<HTMLInputElement>) {
  return (
    <MaskedTextField
      ref={ref}
      label="Telefone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(00) 00000-0000"
      maxLength={PHONE_MAX_LENGTH}
      mask="phone"
      {...props}
    />
  );
});
