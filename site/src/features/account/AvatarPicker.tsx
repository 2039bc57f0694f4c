// The photo part of Settings › Perfil: the avatar (or the chosen file's preview) with 'Enviar foto'
// / 'Alterar foto', and the upload's progress bar while the profile is saved.
import type { ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { FieldError } from '../../ui/forms/form-kit';
import { FillBar, UserAvatar } from '../../ui/kit';
import type { AccountProfile } from './account-queries';

export function AvatarPicker({
  profile,
  preview,
  error,
  disabled,
  onChoose,
}: {
  profile: AccountProfile;
  /** the chosen file's local URL, until saved */
  preview: string | null;
  error: string | undefined;
  disabled: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <UserAvatar nome={profile.nome} email={profile.email} url={preview ?? profile.avatar_url} size="xl" />
      <div className="text-center sm:text-left">
        <label
          htmlFor="avatar-arquivo"
          className="gn-btn-secondary cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-ink"
        >
          <Camera className="size-4" aria-hidden="true" />
          {profile.avatar_url || preview ? 'Alterar foto' : 'Enviar foto'}
          <input
            id="avatar-arquivo"
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby="avatar-dica avatar-arquivo-erro"
            onChange={onChoose}
            disabled={disabled}
          />
        </label>
        <p id="avatar-dica" className="mt-2 text-xs text-ink-muted">
          {preview ? 'Pré-visualização: salve para aplicar.' : 'JPG, PNG ou WebP, até 10MB.'}
        </p>
        <FieldError id="avatar-arquivo-erro" message={error} />
      </div>
    </div>
  );
}

/** The photo's upload, in percent, then 'Processando a foto...' while the server resizes it. */
export function AvatarUploadProgress({ progress }: { progress: number }) {
  return (
    <div>
      <FillBar
        role="progressbar"
        aria-label="Envio da foto"
        aria-valuenow={progress}
        percent={progress}
        fillClassName="bg-accent"
      />
      <p className="mt-1 text-xs text-ink-muted tabular-nums">
        {progress < 100 ? `Enviando foto... ${progress}%` : 'Processando a foto...'}
      </p>
    </div>
  );
}
