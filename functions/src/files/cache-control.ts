// How long browsers, CDNs and the site build may keep an uploaded file. Every upload gets a name of
// its own (upload-name.ts) and is never overwritten, so a content image (cover, banner, logo) can
// be cached for a year without asking again: the site build's image cache then reuses its WebP
// copies for good, instead of asking for every cover again an hour later. Avatars are personal
// data that the account may delete (LGPD), so copies of them expire within the hour.
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PERSONAL_CACHE_CONTROL = 'public, max-age=3600';

/** The Cache-Control of the file stored at `path` (a store path such as `events/123-ab.jpg`). */
export function cacheControlFor(path: string): string {
  return path.startsWith('avatars/') ? PERSONAL_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL;
}
