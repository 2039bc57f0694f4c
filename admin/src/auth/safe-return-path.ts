// Where to go after signing in: the `returnTo` path if it is a same-origin path other than the
// sign-in page itself, else /admin (a crafted link cannot send an admin to another site).
export const DEFAULT_AFTER_SIGN_IN = '/admin';

/**
 * The `returnTo` target after sign-in, or the default. Only same-origin paths pass: it must
 * start with '/' but not '//' or '/\' (both mean another host to a browser), so a crafted
 * link cannot send a freshly signed-in admin to another site.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  if (value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  // Control characters are stripped by URL parsers and could turn the above into '//'.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (value === '/entrar' || value.startsWith('/entrar?')) return DEFAULT_AFTER_SIGN_IN;
  return value;
}
