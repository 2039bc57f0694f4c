// The edit dialog of one user: name, e-mail, phone (masked as typed), new password, role (with the
// events and lists of the door and the box office) and active state; the admin cannot demote or disable themselves (the server refuses it too).
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  adminUserFormSchema,
  type AdminUserFormInput,
  type AdminUserFormValues,
} from '@gn/core/schemas/admin-users';
import { errorDescription } from '../../lib/form-action';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { PhoneField } from '../../ui/PhoneField';
import { SwitchField } from '../../ui/SwitchField';
import { TextField } from '../../ui/TextField';
import { StaffRoleFields } from './StaffRoleFields';
import { UserAvatar } from './UserAvatar';
import { displayName, planUserChanges, userFormDefaults, type AdminUser } from './user-model';
import { userSaveSteps } from './user-queries';
import { fieldBinder } from '../../lib/bind-field';

// The server refuses both too (409); the dialog says why before anyone tries.
export const SELF_ADMIN_NOTE = 'Você não pode remover seu próprio acesso de administrador.';
export const SELF_BAN_NOTE = 'Você não pode desativar sua própria conta.';

type UserEditDialogProps = {
  /** The user being edited; null closes the dialog. */
  user: AdminUser | null;
  /** The signed-in admin: their own role and state cannot be changed here. */
  selfUid: string | null;
  onClose: () => void;
  /** After a save (even a partly failed one): reload the list. */
  onSaved: () => Promise<void>;
};

export function UserEditDialog({ user, selfUid, onClose, onSaved }: UserEditDialogProps) {
  return (
    // The dialog element itself covers the viewport (not a zero-size wrapper), so it has a box.
    <Dialog open={user !== null} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="relative">
        <div className="flex min-h-dvh items-end justify-center p-2 sm:items-center sm:p-4">
          {user && (
            // Keyed by user, so opening another user starts from their values.
            <UserEditForm
              key={user.uid}
              user={user}
              self={user.uid === selfUid}
              onClose={onClose}
              onSaved={onSaved}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}

type UserEditFormProps = {
  user: AdminUser;
  self: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
};

function UserEditForm({ user, self, onClose, onSaved }: UserEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AdminUserFormInput, unknown, AdminUserFormValues>({
    resolver: zodResolver(adminUserFormSchema),
    defaultValues: userFormDefaults(user),
    mode: 'onTouched',
  });
  const field = fieldBinder(register, errors);

  async function onSubmit(values: AdminUserFormValues) {
    const steps = userSaveSteps(user.uid, planUserChanges(user, values));
    let failed = false;
    for (const step of steps) {
      try {
        await step.run();
        toast.success(step.success);
      } catch (error) {
        console.error(error);
        failed = true;
        toast.error(step.failure, { description: errorDescription(error) });
      }
    }
    if (steps.length > 0) await onSaved();
    if (!failed) onClose();
  }

  const name = displayName(user);

  return (
    <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface shadow-xl">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="flex items-start gap-3 border-b border-line px-5 py-4 sm:px-6">
          <UserAvatar name={name} url={user.avatar_url} className="size-10" />
          <div className="min-w-0 flex-1">
            <DialogTitle className="text-lg font-semibold text-ink">Editar usuário</DialogTitle>
            <Description className="truncate text-sm text-ink-muted">{user.email ?? name}</Description>
          </div>
          <IconButton label="Fechar" icon={X} onClick={onClose} disabled={isSubmitting} className="-mr-2" />
        </div>

        <div className="space-y-4 px-5 py-5 sm:px-6">
          <TextField label="Nome" autoComplete="off" {...field('nome')} />
          <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
          <PhoneField
            label="Telefone"
            placeholder="(11) 98765-4321"
            error={errors.telefone?.message}
            registration={register('telefone')}
          />
          <div>
            <TextField
              label="Nova senha (opcional)"
              type="password"
              autoComplete="new-password"
              {...field('novaSenha')}
            />
            {!errors.novaSenha && (
              <p className="mt-1.5 text-xs text-ink-muted">Deixe em branco para manter a senha atual.</p>
            )}
          </div>

          <div className="space-y-4 rounded-xl border border-line p-4">
            <StaffRoleFields
              control={control}
              self={self}
              selfNote={SELF_ADMIN_NOTE}
              scopeError={errors.escopo?.eventos?.message}
            />
            <SwitchField
              control={control}
              name="ativo"
              label="Conta ativa"
              description={self ? SELF_BAN_NOTE : 'Desativada, a conta não consegue entrar.'}
              disabled={self}
            />
          </div>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
            Salvar
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
