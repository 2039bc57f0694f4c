// The photo chosen in Settings › Perfil before it is saved: the file (checked against the avatar
// rules, the problem shown and toasted), its local preview, and a way to forget it once stored.
import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from '../../ui/toasts';

const avatarRules = () => import('@gn/core/schemas/profile').then((m) => m.avatarFileError);

/** A local preview of the chosen file, released when replaced or unmounted. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function useAvatarChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = usePreview(file);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    const problem = (await avatarRules())(chosen);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(undefined);
    setFile(chosen);
  }

  return { file, error, preview, choose, forget: () => setFile(null) };
}
