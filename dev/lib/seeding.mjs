// First-start detection and seeding of the demo data (dev/seed/).
import path from 'node:path';
import { ROOT, run } from './proc.mjs';

/** True when the stack already holds content (the ticker settings document is seeded last-ish). */
export async function hasContent(stack) {
  const url =
    `http://127.0.0.1:${stack.ports.firestore}/v1/projects/${stack.projectId}` +
    `/databases/(default)/documents/site_settings/news_banner`;
  // "Bearer owner" is the emulator's admin credential: it bypasses rules.
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  return res.status === 200;
}

export async function seedDemoData(stack) {
  const out = await run(process.execPath, [path.join(ROOT, 'dev/seed/seed.mjs')], {
    env: { ...process.env, ...stack.clientEnv },
  });
  return out.trim().split('\n').pop();
}
