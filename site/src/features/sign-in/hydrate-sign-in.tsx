// Loaded by /entrar on the first interaction: hydrates the build-time HTML of SignInPanel.
import { hydrateIsland } from '../../lib/hydrate-island';
import { SignInPanel } from './SignInPanel';

export const hydrate = hydrateIsland(<SignInPanel />);
