// /conta/configuracoes: tabs Perfil, Segurança and Preferências over the user's profile.
import { useEffect, useMemo, useState } from 'react';
import { Palette, ShieldCheck, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { AppToaster } from '../../ui/AppToaster';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import { loadProfile, type AccountProfile } from './account-queries';
import { ACCOUNT_LOAD_ERROR } from './messages';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { Tabs, type TabDef } from './Tabs';
import { Card } from '../../ui/kit';

type TabId = 'perfil' | 'seguranca' | 'preferencias';

function AccountSettings({ user }: { user: SessionUser }) {
  const [profile, setProfile] = useState<AccountProfile | null | 'error'>(null);

  useEffect(() => {
    let live = true;
    loadProfile(user)
      .then((p) => live && setProfile(p))
      .catch((error: unknown) => {
        console.error(ACCOUNT_LOAD_ERROR, error);
        if (!live) return;
        setProfile('error');
        toast.error(ACCOUNT_LOAD_ERROR);
      });
    return () => {
      live = false;
    };
    // The uid, not the user object: a token refresh must not reload the profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [user.uid]);

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
    ];
  }, [profile, user]);

  if (profile === 'error') {
    return (
      <Card>
        <p className="text-ink">Não foi possível carregar seu perfil agora.</p>
        <button type="button" className="gn-btn-secondary mt-4" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
      </Card>
    );
  }
  if (!tabs) return <PageSpinner />;
  return <Tabs label="Configurações da conta" tabs={tabs} />;
}

export default function AccountSettingsIsland() {
  return (
    <>
      <RequireUser>{(user) => <AccountSettings user={user} />}</RequireUser>
      <AppToaster />
    </>
  );
}
