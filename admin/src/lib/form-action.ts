// One form action (save, duplicate, delete) with its busy state: a failure is logged and shown
// as the error toast of docs/spec/backoffice.md §8, with the server's pt-BR message as its
// description.
import { toast } from 'sonner';

export function errorDescription(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export async function runFormAction<B extends string>(
  setBusy: (busy: B | null) => void,
  busy: B,
  failureTitle: string,
  task: () => Promise<void>,
  onFailure?: () => void,
): Promise<void> {
  setBusy(busy);
  try {
    await task();
  } catch (error) {
    console.error(error);
    onFailure?.();
    toast.error(failureTitle, { description: errorDescription(error) });
  } finally {
    setBusy(null);
  }
}
