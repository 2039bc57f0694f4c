// Uploaded covers in the sizes the page shows them at. Uploads keep up to 1920 px
// (docs/spec/backoffice.md §9), which a phone shows about 380 px wide: at build time Astro's image
// service (sharp) reads each cover, writes WebP copies at a few widths into /_astro/
// (content-hashed, served with a year of cache), and srcset + sizes let the browser take the
// smallest copy that is sharp enough. The copies keep the upload's proportions (the slots crop with
// object-fit as before) and are cached between builds (node_modules/.astro), so a publish only
// encodes new or changed covers. A cover that cannot be read at build time keeps its original URL:
// a missing file must never stop a publish. Covers uploaded with their copies (core/src/cover-copies.ts)
// skip all of that: the build writes their srcset from the name.
import { getImage, inferRemoteSize } from 'astro:assets';
import { COVER_SLOTS, copiedCover, type CoverAttributes, type CoverSlotName } from './cover-slots';
import { rememberSize, rememberedSize, type CoverSize } from './cover-sizes';

export type { CoverSlotName } from './cover-slots';

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
  const copied = copiedCover(src, slot);
  if (copied) return copied;
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
