// The two letters of an avatar without a picture (the header's menu, the account pages).

/** 'Carlos Cliente' → 'CC'; falls back to the e-mail's first letter. */
export function initialsOf(user: { displayName: string | null; email: string | null }): string {
  const words = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (user.email ?? '?').slice(0, 1).toUpperCase();
}
