// site_settings/news_banner: read and write the ticker settings (loaded with import()).
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { NEWS_BANNER_DEFAULTS } from '@gn/core/schemas/news-banner';
import type { NewsBannerSettings } from '@gn/core/stored/settings';
import { auth } from '../../lib/firebase';
import { getDb } from '../../lib/firestore';
import { requireUid } from '../../lib/require-uid';
import { settingsFromDoc } from './news-banner-model';

const ref = () => doc(getDb(), 'site_settings', 'news_banner');

/** The stored settings, or the defaults when there are none yet. */
export async function getNewsBannerSettings(): Promise<{ settings: NewsBannerSettings; stored: boolean }> {
  const snapshot = await getDoc(ref());
  return snapshot.exists()
    ? { settings: settingsFromDoc(snapshot.data()), stored: true }
    : { settings: { ...NEWS_BANNER_DEFAULTS }, stored: false };
}

/** Writes the three settings plus the audit stamp (creates the singleton if missing). */
export async function saveNewsBannerSettings(settings: NewsBannerSettings): Promise<void> {
  await setDoc(ref(), {
    ativo: settings.ativo,
    velocidade: settings.velocidade,
    limite_noticias: settings.limite_noticias,
    updated_by: requireUid(auth.currentUser?.uid),
    updated_at: serverTimestamp(),
  });
}
