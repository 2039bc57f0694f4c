// The WebP copies of an uploaded cover, made once at upload at every width the site shows covers at
// (core/src/cover-copies.ts names them), so that no site build decodes or encodes an image.
import { COVER_COPY_QUALITY } from '@gn/core/cover-copies';

export interface CoverCopy {
  width: number;
  data: Buffer;
}

/** The copies of a re-encoded upload at `widths` (core's coverCopyWidths); decoded once for all. */
export async function makeCoverCopies(image: Buffer, widths: readonly number[]): Promise<CoverCopy[]> {
  const { default: sharp } = await import('sharp');
  const decoded = sharp(image);
  return Promise.all(
    widths.map(async (w) => ({
      width: w,
      data: await decoded.clone().resize({ width: w }).webp({ quality: COVER_COPY_QUALITY }).toBuffer(),
    })),
  );
}
