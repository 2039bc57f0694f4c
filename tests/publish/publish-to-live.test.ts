// Publish to live, end to end on the emulators: a content write fires the Firestore trigger, the
// debounced task calls the local build hook, and the rebuilt site is swapped in while serving.
import { describe, expect, it } from 'vitest';
import { adminDb, SITE_URL } from '../support/functions-api.ts';

async function waitForHome(predicate: (html: string) => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${SITE_URL}/`);
    expect(res.status).toBe(200); // the old build keeps serving during the rebuild
    if (predicate(await res.text())) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('publish to live', () => {
  it('shows a changed public event on the static site without a manual build', async () => {
    const ref = adminDb().doc('events/evt-noite-samba-lapa');
    const original = (await ref.get()).get('titulo') as string;
    const changed = `${original} — edição extra ${Date.now()}`;
    try {
      await ref.update({ titulo: changed });
      expect(await waitForHome((html) => html.includes(changed), 60_000)).toBe(true);
    } finally {
      await ref.update({ titulo: original });
      await waitForHome((html) => !html.includes(changed), 60_000);
    }
  }, 150_000);

  it('does not schedule a rebuild for a draft that stays a draft', async () => {
    const state = adminDb().doc('site_builds/state');
    const before = (await state.get()).get('requested_at');
    await adminDb()
      .doc('events/evt-concerto-sob-as-estrelas')
      .update({ local: `Teatro Municipal ${Date.now()}` });
    await new Promise((r) => setTimeout(r, 3000)); // triggers fire about 1 s after a write
    expect((await state.get()).get('requested_at')).toEqual(before);
  }, 20_000);
});
