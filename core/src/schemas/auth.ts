// Sign-in, sign-up and password change forms (site and admin), with the pt-BR messages of
// docs/spec/storefront.md §5.
import { z } from '../zod.ts';
import { PASSWORD_MAX_MESSAGE, TEXT_MAX, emailField, personNameField } from './fields.ts';

export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não coincidem';
const PASSWORD_MIN_MESSAGE = 'Senha deve ter no mínimo 6 caracteres';

// Passwords are never trimmed: a space is a legitimate character.
const password6 = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(6, PASSWORD_MIN_MESSAGE)
  .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE);

export const loginSchema = z.object({
  email: emailField(),
  password: password6,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    nome: personNameField(2, 'Nome deve ter no mínimo 2 caracteres'),
    email: emailField(),
    password: password6,
    confirmPassword: z
      .string({ error: PASSWORD_MISMATCH_MESSAGE })
      .max(TEXT_MAX.password, PASSWORD_MISMATCH_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupSchema>;

/** Rules of a new password in settings (8+, one upper-case letter, one digit). */
export const newPasswordField = z
  .string({ error: 'Mínimo de 8 caracteres' })
  .min(8, 'Mínimo de 8 caracteres')
  .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE)
  .regex(/[A-Z]/, 'Deve conter pelo menos uma letra maiúscula')
  .regex(/\d/, 'Deve conter pelo menos um número');

// currentPassword is ours, not the spec's: Firebase asks for a recent sign-in before a
// password change, so the form re-authenticates with it.
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Informe a senha atual';

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE),
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: PASSWORD_MISMATCH_MESSAGE })
      .max(TEXT_MAX.password, PASSWORD_MISMATCH_MESSAGE),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The API's refusals of a caller's sign-in (functions/src/http/auth.ts). */
export const SIGN_IN_ERRORS = {
  /** the sign-in check did not answer in time (503): nobody is signed out for it */
  checkUnavailable: {
    code: 'login_indisponivel',
    message: 'Não foi possível confirmar o seu login agora. Tente de novo em instantes.',
  },
} as const;
