import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from './cache-control.ts';

describe('cache lifetime of uploads', () => {
  it('keeps content images for a year (their names are never reused)', () => {
    for (const path of [
      'events/1-ab.jpg',
      'news/2-cd.jpg',
      'banners/3-ef.jpg',
      'logos/4-01.png',
      'seo/5-23.jpg',
    ]) {
      expect(cacheControlFor(path)).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('lets avatars (personal data the account may delete) expire within the hour', () => {
    expect(cacheControlFor('avatars/uid-1-ab.jpg')).toBe(PERSONAL_CACHE_CONTROL);
    expect(PERSONAL_CACHE_CONTROL).toBe('public, max-age=3600');
  });
});
