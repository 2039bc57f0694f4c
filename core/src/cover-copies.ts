// Covers, news images and banners are uploaded with WebP copies at the widths the site shows them
// at, made once by the upload (functions/src/files/cover-copies.ts; the seed's covers likewise).
// The original's name says so and carries its size, `<stem>.c1920x1080.jpg`, and each copy is
// `<stem>.c1920x1080.w720.webp`: the site's build writes srcset from the name alone, with no
// request, no decoding and no encoding (site/src/lib/cover-slots.ts). Uploads named otherwise
// (before copies existed, or from another source) are still resized by the build.

/**
 * The widths copied per upload folder, in px: those of the slots that folder's images fill
 * (site/src/lib/cover-slots.ts: cards and the event page; cards and the news page; the home banner).
 */
export const COVER_COPY_WIDTHS = {
  events: [400, 720, 960, 1080, 1440, 1920],
  news: [400, 720, 960, 1200],
  banners: [960, 1280, 1600, 1920],
} as const satisfies Record<string, readonly number[]>;
export type CopiedFolder = keyof typeof COVER_COPY_WIDTHS;
/** WebP quality of the copies: Astro's own default for WebP, as the build used. */
export const COVER_COPY_QUALITY = 80;

export interface CoverSize {
  width: number;
  height: number;
}

export function isCopiedFolder(folder: string): folder is CopiedFolder {
  return Object.hasOwn(COVER_COPY_WIDTHS, folder);
}

/** The widths copied for an original `width` px wide: never wider than it (nothing is enlarged). */
export function coverCopyWidths(folder: CopiedFolder, width: number): number[] {
  return [...new Set(COVER_COPY_WIDTHS[folder].map((w) => Math.min(w, width)))];
}

/** The original's name, `<stem>.c<W>x<H>.jpg`, for an upload whose copies are made. */
export function coverNameWithCopies(stem: string, size: CoverSize): string {
  return `${stem}.c${size.width}x${size.height}.jpg`;
}

// `…/<folder>/<name>.c<W>x<H>.jpg`, the folder being the one the copies were made for.
const WITH_COPIES = /\/(events|news|banners)\/[^/]+\.c(\d{1,5})x(\d{1,5})\.jpg$/;

/** The original's size and its copies' widths when they were made at upload, else null. */
export function coverCopiesOf(url: string): (CoverSize & { widths: number[] }) | null {
  const [, folder = '', w, h] = WITH_COPIES.exec(url) ?? [];
  const [width, height] = [Number(w), Number(h)];
  if (!isCopiedFolder(folder) || !(width > 0 && height > 0)) return null;
  return { width, height, widths: coverCopyWidths(folder, width) };
}

/** The URL (or path) of the copy `width` px wide of an original named with its copies. */
export function coverCopyUrl(original: string, width: number): string {
  return original.replace(/\.jpg$/, `.w${width}.webp`);
}
