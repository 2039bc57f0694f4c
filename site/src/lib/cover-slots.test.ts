import { COVER_COPY_WIDTHS } from '@gn/core/cover-copies';
import { describe, expect, it } from 'vitest';
import { COVER_SLOTS, copiedCover } from './cover-slots';

const files = (stem: string, widths: number[]) => widths.map((w) => `${stem}.w${w}.webp ${w}w`).join(', ');

describe('covers with copies made at upload', () => {
  it("asks only for widths the folder's uploads copy", () => {
    const copied = (folder: keyof typeof COVER_COPY_WIDTHS, widths: number[]) =>
      widths.every((w) => (COVER_COPY_WIDTHS[folder] as readonly number[]).includes(w));
    expect(copied('events', COVER_SLOTS.card.widths) && copied('news', COVER_SLOTS.card.widths)).toBe(true);
    expect(copied('events', COVER_SLOTS.event.widths)).toBe(true);
    expect(copied('news', COVER_SLOTS.news.widths)).toBe(true);
    expect(copied('banners', COVER_SLOTS.banner.widths)).toBe(true);
  });

  it('writes srcset from the name: the copies the slot uses, none wider than the original', () => {
    const stem = '/api/files/events/1-a.c1920x1080';
    expect(copiedCover(`${stem}.jpg`, COVER_SLOTS.event)).toEqual({
      src: `${stem}.w1080.webp`,
      srcset: files(stem, [720, 1080, 1440, 1920]),
      sizes: COVER_SLOTS.event.sizes,
    });
    const small = 'https://storage.googleapis.com/b/news/2-b.c800x450';
    expect(copiedCover(`${small}.jpg`, COVER_SLOTS.card)).toMatchObject({
      src: `${small}.w720.webp`,
      srcset: files(small, [400, 720, 800]),
    });
  });

  it("lists only copies that exist when a cover fills another folder's slot", () => {
    const stem = '/api/files/events/1-a.c1920x1080';
    expect(copiedCover(`${stem}.jpg`, COVER_SLOTS.banner)).toMatchObject({
      src: `${stem}.w1440.webp`,
      srcset: files(stem, [960, 1440, 1920]),
    });
  });

  it('leaves an upload without copies to the build', () => {
    expect(copiedCover('/api/files/events/1-a.jpg', COVER_SLOTS.card)).toBeNull();
  });
});
