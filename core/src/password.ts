// Strength meter of the change-password form (the exact scoring of docs/spec/storefront.md §5).

export type PasswordStrengthLabel = 'Fraca' | 'Média' | 'Boa' | 'Forte';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
}

export function passwordStrength(pw: string): PasswordStrength {
  let score = 0;
  if (pw.length >= 8) score += 25;
  if (pw.length >= 12) score += 15;
  if (/[A-Z]/.test(pw)) score += 20;
  if (/[a-z]/.test(pw)) score += 20;
  if (/\d/.test(pw)) score += 10;
  if (/[^A-Za-z0-9]/.test(pw)) score += 10;
  score = Math.min(score, 100);
  const label: PasswordStrengthLabel =
    score < 30 ? 'Fraca' : score < 60 ? 'Média' : score < 90 ? 'Boa' : 'Forte';
  return { score, label };
}
