// Settings › Perfil: name, phone (masked '(DD) XXXXX-XXXX', stored '+55…'), the read-only e-mail
// and the avatar (checked here, resized and stored by POST /api/me/avatar on save, with progress).
// The photo's choice is use-avatar-choice.ts, its part of the form AvatarPicker.tsx.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import { phoneFromStorage, phoneToStorage } from '@gn/core/phone';
import type { ProfileUpdateInput } from '@gn/core/schemas/profile';
import { EmailField, SubmitButton, TextField } from '../../ui/forms/form-kit';
import { PhoneField } from '../../ui/forms/MaskedTextField';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import type { SessionUser } from '../session/session';
import { uploadAvatar } from './account-api';
import { updateDisplayName } from './account-auth';
import { saveProfile, type AccountProfile } from './account-queries';
import { AvatarPicker, AvatarUploadProgress } from './AvatarPicker';
import { EMAIL_READ_ONLY_NOTE, PROFILE_SAVED, PROFILE_SAVE_FAILED } from './messages';
import { Card } from '../../ui/kit';
import { useAvatarChoice } from './use-avatar-choice';

const profileSchema = () => import('@gn/core/schemas/profile').then((m) => m.profileUpdateSchema);

export function ProfileTab({
  user,
  profile,
  onSaved,
}: {
  user: SessionUser;
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const avatar = useAvatarChoice();
  const [progress, setProgress] = useState<number | null>(null);
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

  async function onSubmit(values: ProfileUpdateInput) {
    try {
      let avatarUrl = profile.avatar_url;
      if (avatar.file) {
        setProgress(0);
        avatarUrl = await uploadAvatar(avatar.file, setProgress);
      }
      const changes = { nome: values.nome, telefone: phoneToStorage(values.telefone) };
      await saveProfile(user.uid, changes);
      await updateDisplayName(values.nome);
      avatar.forget();
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
        <AvatarPicker
          profile={profile}
          preview={avatar.preview}
          error={avatar.error}
          disabled={isSubmitting}
          onChoose={(e) => void avatar.choose(e)}
        />
        {progress !== null && avatar.file && <AvatarUploadProgress progress={progress} />}
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
