import { describe, expect, it } from 'vitest';
import { coverCopiesOf, coverCopyUrl, coverCopyWidths, coverNameWithCopies } from './cover-copies.ts';

describe('cover copies made at upload', () => {
  it('names the original with its size and reads size and copies back from any URL of it', () => {
    const name = coverNameWithCopies('events/1795-abc', { width: 1920, height: 1080 });
    expect(name).toBe('events/1795-abc.c1920x1080.jpg');
    const copies = { width: 1920, height: 1080, widths: [400, 720, 960, 1080, 1440, 1920] };
    expect(coverCopiesOf(`/api/files/${name}`)).toEqual(copies);
    expect(coverCopiesOf(`https://storage.googleapis.com/b/${name}`)).toEqual(copies);
    expect(coverCopiesOf('/api/files/seed/news/n-1.c1200x630.jpg')?.widths).toEqual([400, 720, 960, 1200]);
  });

  it('says nothing of an upload named otherwise, of another folder or with a zero size', () => {
    expect(coverCopiesOf('/api/files/events/1795-abc.jpg')).toBeNull();
    expect(coverCopiesOf('/api/files/logos/x.c10x10.jpg')).toBeNull();
    expect(coverCopiesOf('/api/files/events/x.c0x10.jpg')).toBeNull();
    expect(coverCopiesOf('/api/files/events/x.c1920x1080.jpg?v=2')).toBeNull();
  });

  it("copies each of the folder's widths once, never wider than the original", () => {
    expect(coverCopyWidths('banners', 1920)).toEqual([960, 1280, 1600, 1920]);
    expect(coverCopyWidths('events', 1000)).toEqual([400, 720, 960, 1000]);
    expect(coverCopyWidths('news', 300)).toEqual([300]);
  });

  it('names a copy beside its original', () => {
    expect(coverCopyUrl('/api/files/news/a.c1200x630.jpg', 720)).toBe(
      '/api/files/news/a.c1200x630.w720.webp',
    );
  });
});
