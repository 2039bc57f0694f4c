// The message under an invalid form field; `id` is what the field's aria-describedby names.
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {error}
    </p>
  );
}
