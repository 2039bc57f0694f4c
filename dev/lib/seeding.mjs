// First-start detection and seeding of the demo data (dev/seed/).
import path from 'node:path';
import { ROOT, run } from './proc.mjs';
import { buildSeedData } from '../seed/build.mjs';
import { writeCovers } from '../seed/images.mjs';

/** True when the stack already holds content (the ticker settings document is seeded last-ish). */
export async function hasContent(stack) {
  const url =
    `http://127.0.0.1:${stack.ports.firestore}/v1/projects/${stack.projectId}` +
    `/databases/(default)/documents/site_settings/news_banner`;
  // "Bearer owner" is the emulator's admin credential: it bypasses rules.
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  return res.status === 200;
}

/**
 * Draws the demo covers into the file store ahead of the seed, which then finds them drawn (the
 * covers' manifest): they need no emulator, so a first start draws them while the emulators start.
 * Already drawn: a hash of each picture, no drawing.
 */
export async function drawDemoCovers(fileStoreDir) {
  return writeCovers(buildSeedData({ now: new Date() }).images, fileStoreDir);
}

/** Writes the demo data; returns the seed's one-line summary. */
export async function seedDemoData(stack) {
  const out = await run(process.execPath, [path.join(ROOT, 'dev/seed/seed.mjs')], {
    env: { ...process.env, ...stack.clientEnv },
  });
  return out.trim().split('\n').pop();
}

/**
 * Pauses the functions' Firestore triggers (the emulator hub's switch) and returns what resumes
 * them. npm start seeds and builds the first site with them paused: the seed writes finished
 * documents (stock, figures, no admin author to audit) and the first build reads them all, while
 * left on the emulator ran about 300 audit and publish triggers one at a time after the seed, and
 * their publishes built the same content two to four more times. Resuming right after the seed
 * was not enough: the emulator delivers a write's event late under load, after the switch, so they
 * stay paused until the first build is live. The tests keep them on: that backlog is what warms
 * the trigger workers their first scenarios need within seconds. The switch only pauses triggers
 * already registered, so it first waits for the emulator to list them.
 */
export async function pauseTriggers(stack) {
  const hub = `http://127.0.0.1:${stack.ports.hub}/functions`;
  await triggersRegistered(stack);
  await hubSwitch(`${hub}/disableBackgroundTriggers`);
  return () => hubSwitch(`${hub}/enableBackgroundTriggers`);
}

const REGISTRATION_TIMEOUT_MS = 120_000;

/** Resolves once the functions emulator lists the Firestore triggers (deliverOutbox among them). */
async function triggersRegistered(stack) {
  const until = Date.now() + REGISTRATION_TIMEOUT_MS;
  while (Date.now() < until) {
    const res = await fetch(`http://127.0.0.1:${stack.ports.functions}/backends`).catch(() => null);
    const body = res?.ok ? await res.json() : null;
    const triggers = (body?.backends ?? []).flatMap((b) => b.functionTriggers ?? []);
    if (triggers.some((t) => String(t.entryPoint ?? t.name ?? t.id).includes('deliverOutbox'))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o emulador de Functions não registrou os gatilhos em ${REGISTRATION_TIMEOUT_MS / 1000} s`);
}

async function hubSwitch(url) {
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}
