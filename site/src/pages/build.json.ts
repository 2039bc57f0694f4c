// /build.json: which content the live site was built from. `generatedAt` is when the build began
// reading Firestore, so every write before it is on the pages: the end-to-end tests wait on it (a
// build made after their change is live, or the change is not on the site), and it tells an
// operator how fresh the published site is. Nothing else is in it.
import type { APIRoute } from 'astro';
import { snapshot } from '../lib/snapshot';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ generatedAt: snapshot().generatedAt }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
