// Settings › Perfil: name, phone (masked '(DD) XXXXX-XXXX', stored '+55…'), the read-only e-mail
// and the avatar (checked here, resized and stored by POST /api/me/avatar on save, with progress).
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import { phoneFromStorage, phoneToStorage } from '@gn/core/phone';
import type { ProfileUpdateInput } from '@gn/core/schemas/profile';
import { EmailField, FieldError, SubmitButton, TextField } from '../../ui/forms/form-kit';
import { PhoneField } from '../../ui/forms/MaskedTextField';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import type { SessionUser } from '../session/session';
import { uploadAvatar } from './account-api';
import { updateDisplayName } from './account-auth';
import { saveProfile, type AccountProfile } from './account-queries';
import { EMAIL_READ_ONLY_NOTE, PROFILE_SAVED, PROFILE_SAVE_FAILED } from './messages';
import { Card, FillBar, UserAvatar } from '../../ui/kit';

const profileSchema = () => import('@gn/core/schemas/profile').then((m) => m.profileUpdateSchema);
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

export function ProfileTab({
  user,
  profile,
  onSaved,
}: {
  user: SessionUser;
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreview(avatarFile);
  const form = useForm<ProfileUpdateInput>({
    resolver: schemaResolver(profileSchema),
    defaultValues: { nome: profile.nome, telefone: phoneFromStorage(profile.telefone) },
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    const problem = (await avatarRules())(file);
    if (problem) {
      setAvatarError(problem);
      toast.error(problem);
      return;
    }
    setAvatarError(undefined);
    setAvatarFile(file);
  }

  async function onSubmit(values: ProfileUpdateInput) {
    try {
      let avatarUrl = profile.avatar_url;
      if (avatarFile) {
        setProgress(0);
        avatarUrl = await uploadAvatar(avatarFile, setProgress);
      }
      const changes = { nome: values.nome, telefone: phoneToStorage(values.telefone) };
      await saveProfile(user.uid, changes);
      await updateDisplayName(values.nome);
      setAvatarFile(null);
      setValue('telefone', phoneFromStorage(changes.telefone));
      onSaved({ ...profile, ...changes, avatar_url: avatarUrl });
      toast.success(PROFILE_SAVED);
    } catch (error) {
      console.error(PROFILE_SAVE_FAILED, error);
      toast.error(PROFILE_SAVE_FAILED, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Perfil</h2>
      <p className="mt-1 text-sm text-ink-muted">Seu nome e telefone aparecem nos pedidos e ingressos.</p>
      <form noValidate aria-label="Perfil" onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-5">
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <UserAvatar
            nome={profile.nome}
            email={profile.email}
            url={preview ?? profile.avatar_url}
            size="xl"
          />
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
                onChange={(e) => void onFile(e)}
                disabled={isSubmitting}
              />
            </label>
            <p id="avatar-dica" className="mt-2 text-xs text-ink-muted">
              {preview ? 'Pré-visualização: salve para aplicar.' : 'JPG, PNG ou WebP, até 10MB.'}
            </p>
            <FieldError id="avatar-arquivo-erro" message={avatarError} />
          </div>
        </div>
        {progress !== null && avatarFile && (
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
        )}
        <TextField id="perfil-nome" label="Nome" autoComplete="name" {...field('nome')} />
        <PhoneField id="perfil-telefone" placeholder="(11) 98765-4321" {...field('telefone')} />
        <EmailField
          id="perfil-email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          hint={EMAIL_READ_ONLY_NOTE}
          className="[&_input]:cursor-not-allowed [&_input]:bg-surface-muted"
        />
        <div className="flex justify-end">
          <SubmitButton busy={isSubmitting} busyLabel="Salvando..." className="sm:w-auto">
            Salvar alterações
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
