// Uploaded covers in the sizes the page shows them at. Uploads keep up to 1920 px
// (docs/spec/backoffice.md §9), which a phone shows about 380 px wide: at build time Astro's image
// service (sharp) reads each cover, writes WebP copies at a few widths into /_astro/
// (content-hashed, served with a year of cache), and srcset + sizes let the browser take the
// smallest copy that is sharp enough. The copies keep the upload's proportions (the slots crop with
// object-fit as before) and are cached between builds (node_modules/.astro), so a publish only
// encodes new or changed covers. A cover that cannot be read at build time keeps its original URL:
// a missing file must never stop a publish.
import { getImage, inferRemoteSize } from 'astro:assets';
import { rememberSize, rememberedSize, type CoverSize } from './cover-sizes';

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

// One probe per cover and build, however many pages show it; none for an upload an earlier build
// already measured (cover-sizes.ts).
const probes = new Map<string, Promise<CoverSize | null>>();

/** The upload's size, read from its first bytes; null when it cannot be read or is not allowed. */
function probe(url: string) {
  let size = probes.get(url);
  if (!size) {
    const known = rememberedSize(url);
    size = known
      ? Promise.resolve(known)
      : inferRemoteSize(url).then(
          ({ width, height }) => {
            if (!width || !height) return null;
            rememberSize(url, { width, height });
            return { width, height };
          },
          (error: unknown) => {
            console.warn(`Capa não lida no build, servida sem redimensionar: ${url} (${String(error)})`);
            return null;
          },
        );
    probes.set(url, size);
  }
  return size;
}

/**
 * `src`, `srcset` and `sizes` for a cover. Root-relative uploads (the local file store) resolve
 * against the site URL the build serves them from; hosts must be allowed by astro.config.mjs
 * (`image.domains`).
 */
export async function coverImage(src: string, slotName: CoverSlotName): Promise<CoverAttributes> {
  const slot = COVER_SLOTS[slotName];
  const url = new URL(src, import.meta.env.SITE).href;
  const original = await probe(url);
  if (!original) return { src };
  // Never wider than the upload (sharp would not enlarge it anyway).
  const fit = (w: number) => Math.min(w, original.width);
  const widths = [...new Set(slot.widths.map(fit))];
  const width = fit(slot.src);
  const image = await getImage({
    src: url,
    width,
    height: Math.round((width * original.height) / original.width),
    widths,
    sizes: slot.sizes,
    format: 'webp',
  });
  return { src: image.src, srcset: image.srcSet.attribute, sizes: slot.sizes };
}
