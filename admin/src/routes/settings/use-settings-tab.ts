// The form of one settings tab: react-hook-form with the tab's schema, saved on its own with the
// toasts of docs/spec/backoffice.md §8, and reset to what was saved (so that it is no longer
// dirty); `field` binds an input.
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { AllSettings } from './settings-queries';
import { announceInvalid, useSaveSettings } from './use-save-settings';
import { fieldBinder } from '../../lib/bind-field';

type Options<K extends keyof AllSettings, TInput extends FieldValues, TValues> = {
  resolver: Resolver<TInput, unknown, TValues>;
  defaultValues: DefaultValues<TInput>;
  /** The stored settings from the valid form values. */
  toSettings: (values: TValues) => NonNullable<AllSettings[K]>;
  /** The form values after a save. */
  toForm: (values: TValues) => TInput;
};

export function useSettingsTab<K extends keyof AllSettings, TInput extends FieldValues, TValues>(
  tab: K,
  o: Options<K, TInput, TValues>,
) {
  const { saving, save } = useSaveSettings(tab);
  const form = useForm<TInput, unknown, TValues>({
    resolver: o.resolver,
    defaultValues: o.defaultValues,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    if (await save(o.toSettings(values))) form.reset(o.toForm(values));
  }, announceInvalid);
  const field = fieldBinder(form.register, form.formState.errors);
  return { form, field, saving, onSubmit: (event: FormEvent) => void submit(event) };
}
