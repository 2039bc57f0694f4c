import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowToast } from './toasts';

// The Toaster's module as toasts.ts loads it: each test decides when its mount settles.
const mount = vi.hoisted(() => ({ calls: 0, next: (): Promise<ShowToast> => new Promise(() => {}) }));
vi.mock('./toaster', () => ({
  mountToaster: () => {
    mount.calls++;
    return mount.next();
  },
}));

/** The next mount, settled when the test says, and the toasts handed to it. */
function controlledMount() {
  const shown: [string, string, unknown][] = [];
  let settle: (show: ShowToast) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const mounted = new Promise<ShowToast>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  mount.next = () => mounted;
  return {
    shown,
    ready: () => settle((kind, message, options) => void shown.push([kind, message, options])),
    fail: (error: Error) => fail(error),
  };
}

const loadToasts = async () => {
  vi.resetModules();
  mount.calls = 0;
  return (await import('./toasts')).toast;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('toasts loaded on first use', () => {
  it('mounts one Toaster and shows every toast asked for while it loaded, in order', async () => {
    const toast = await loadToasts();
    const page = controlledMount();
    toast.error('Selecione um tipo de ingresso');
    toast.success('Ingresso adicionado', { description: 'Festival' });
    await flush();
    expect(page.shown).toEqual([]); // nothing is handed over before the Toaster listens

    page.ready();
    await flush();
    toast.info('Depois');
    await flush();
    expect(mount.calls).toBe(1);
    expect(page.shown.map(([kind, message]) => [kind, message])).toEqual([
      ['error', 'Selecione um tipo de ingresso'],
      ['success', 'Ingresso adicionado'],
      ['info', 'Depois'],
    ]);
    expect(page.shown[1]![2]).toMatchObject({ description: 'Festival' });
  });

  it('returns the id at once, so a toast can be updated later', async () => {
    const toast = await loadToasts();
    const page = controlledMount();
    const id = toast.info('Gerando PDF do ingresso...');
    toast.success('PDF gerado com sucesso!', { id });
    page.ready();
    await flush();
    expect(page.shown.map(([, , options]) => (options as { id: unknown }).id)).toEqual([id, id]);
    expect(toast.error('Outro')).not.toBe(id);
  });

  it('tries again on the next toast when the code could not load', async () => {
    const toast = await loadToasts();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = controlledMount();
    toast.error('Perdido');
    offline.fail(new Error('offline'));
    await flush();
    expect(error).toHaveBeenCalledOnce();

    const online = controlledMount();
    toast.success('De volta');
    online.ready();
    await flush();
    expect(mount.calls).toBe(2);
    expect(online.shown.map(([, message]) => message)).toEqual(['De volta']);
  });
});
