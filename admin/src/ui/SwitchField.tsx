// A Switch bound to a boolean field of a react-hook-form form (through a Controller).
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from './Switch';

type SwitchFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  /** Shown while the field has no value yet (e.g. an older document without it). */
  whenUnset?: boolean;
};

export function SwitchField<T extends FieldValues, U>({
  control,
  name,
  label,
  description,
  disabled,
  whenUnset,
}: SwitchFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={(whenUnset === undefined ? field.value : (field.value ?? whenUnset)) as boolean}
          onChange={field.onChange}
          disabled={disabled}
          name={field.name}
        />
      )}
    />
  );
}
