// At sign-in, the theme saved in the profile (Preferências) follows the user to this browser.
// Loaded by the sign-in action with a dynamic import; never blocks the sign-in for long.
import { doc, getDoc } from 'firebase/firestore/lite';
import { isTheme } from '@gn/core/visibility';
import { db } from './firestore-lite';
import { applyThemePreference } from '../../lib/theme-preference';

const WAIT_MS = 1500;

/** Applies profiles/{uid}.preferencias.tema when one was saved (null = never chosen: keep). */
export async function applySavedTheme(uid: string): Promise<void> {
  const read = getDoc(doc(db, 'profiles', uid))
    .then((snap) => {
      const tema: unknown = snap.get('preferencias.tema');
      if (isTheme(tema)) applyThemePreference(tema);
    })
    .catch((error: unknown) => console.error('Falha ao ler o tema salvo', error));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS));
  await Promise.race([read, timeout]);
}
