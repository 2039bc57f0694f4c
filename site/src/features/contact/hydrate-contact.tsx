// Loaded by /contato on the first interaction: hydrates the build-time HTML of ContactForm.
import { hydrateIsland } from '../../lib/hydrate-island';
import { ContactForm } from './ContactForm';

export const hydrate = hydrateIsland(<ContactForm />);
