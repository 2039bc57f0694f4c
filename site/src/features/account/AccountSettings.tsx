// /conta/configuracoes: tabs Perfil, Segurança, Preferências and Privacidade over the user's profile.
import { useMemo } from 'react';
import { Lock, Palette, ShieldCheck, UserRound } from 'lucide-react';
import { PageSpinner, signedInIsland } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import { loadProfile } from './account-queries';
import { PreferencesTab } from './PreferencesTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { Tabs, type TabDef } from './Tabs';
import { LoadFailedCard } from '../../ui/kit';
import { useAccountLoad } from './use-account-load';

type TabId = 'perfil' | 'seguranca' | 'preferencias' | 'privacidade';

function AccountSettings({ user }: { user: SessionUser }) {
  const [profile, setProfile] = useAccountLoad(user.uid, () => loadProfile(user));

  const tabs = useMemo((): TabDef<TabId>[] | null => {
    if (profile === null || profile === 'error') return null;
    return [
      {
        id: 'perfil',
        label: 'Perfil',
        icon: <UserRound className="size-4" aria-hidden="true" />,
        panel: <ProfileTab user={user} profile={profile} onSaved={setProfile} />,
      },
      {
        id: 'seguranca',
        label: 'Segurança',
        icon: <ShieldCheck className="size-4" aria-hidden="true" />,
        panel: <SecurityTab email={profile.email} />,
      },
      {
        id: 'preferencias',
        label: 'Preferências',
        icon: <Palette className="size-4" aria-hidden="true" />,
        panel: (
          <PreferencesTab
            uid={user.uid}
            preferencias={profile.preferencias}
            onSaved={(preferencias) => setProfile({ ...profile, preferencias })}
          />
        ),
      },
      {
        id: 'privacidade',
        label: 'Privacidade',
        icon: <Lock className="size-4" aria-hidden="true" />,
        panel: <PrivacyTab email={profile.email} />,
      },
    ];
  }, [profile, user, setProfile]);

  if (profile === 'error') {
    return <LoadFailedCard message="Não foi possível carregar seu perfil agora." />;
  }
  if (!tabs) return <PageSpinner />;
  return <Tabs label="Configurações da conta" tabs={tabs} />;
}

export default signedInIsland(AccountSettings);
