// The slots a cover is drawn in (widths of its copies, `sizes` per breakpoint), and the attributes
// of a cover whose WebP copies were made at upload (core/src/cover-copies.ts). No Astro import: the
// build's image service is in cover-image.ts, for covers uploaded without copies.
import { coverCopiesOf, coverCopyUrl } from '@gn/core/cover-copies';

export interface CoverSlot {
  /** Widths of the copies, in px; the one nearest the slot's usual size doubles as `src`. */
  widths: number[];
  src: number;
  /** How wide the image is drawn, per breakpoint (the `sizes` attribute). */
  sizes: string;
}

export const COVER_SLOTS = {
  /** Event and news cards: one column under 640 px (page padding 1rem each side), two, then three. */
  card: {
    widths: [400, 720, 960],
    src: 720,
    sizes: '(min-width: 1280px) 390px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  },
  /** The event page's 16:9 cover: full width on phones, the main column (776 px at most) from lg. */
  event: {
    widths: [720, 1080, 1440, 1920],
    src: 1080,
    sizes: '(min-width: 1280px) 776px, (min-width: 1024px) calc(100vw - 30.5rem), calc(100vw - 2rem)',
  },
  /** The news page's cover in its max-w-3xl (768 px) article. */
  news: { widths: [720, 960, 1200], src: 960, sizes: '(min-width: 800px) 768px, calc(100vw - 2rem)' },
  /**
   * Home banners fill a slide 30rem high (26rem from sm, 30rem again from lg) with object-fit:
   * cover, so a 16:9 picture is drawn at least 854 px (740 px from sm) wide even on a phone.
   */
  banner: {
    widths: [960, 1280, 1600, 1920],
    src: 1280,
    sizes:
      '(min-width: 1024px) min(100vw - 4rem, 1216px), (min-width: 640px) max(100vw - 3rem, 740px), 854px',
  },
} satisfies Record<string, CoverSlot>;

export type CoverSlotName = keyof typeof COVER_SLOTS;

export interface CoverAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The attributes of a cover whose WebP copies were made at upload (its name says so and gives its
 * size): written from the name alone, nothing read or encoded by the build. Each width the slot
 * asks for takes the narrowest copy at least as wide (a cover shown in another folder's slot, such
 * as an event's cover on a banner, still lists only copies that exist).
 */
export function copiedCover(src: string, slot: CoverSlot): CoverAttributes | null {
  const original = coverCopiesOf(src);
  if (!original) return null;
  const copy = (wanted: number) =>
    original.widths.find((w) => w >= Math.min(wanted, original.width)) ?? original.widths.at(-1)!;
  const srcset = [...new Set(slot.widths.map(copy))]
    .map((width) => `${coverCopyUrl(src, width)} ${width}w`)
    .join(', ');
  return { src: coverCopyUrl(src, copy(slot.src)), srcset, sizes: slot.sizes };
}
