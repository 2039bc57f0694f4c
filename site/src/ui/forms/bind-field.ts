// What every field of a react-hook-form takes: its registration and its error message, in one
// spread (`<TextField id="x" label="Nome" {...field('nome')} />`).
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export function fieldBinder<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  // Read during render: formState is a proxy that re-renders the form for what it reads.
  const { errors } = form.formState;
  return (name: Path<T>) => ({
    ...form.register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
