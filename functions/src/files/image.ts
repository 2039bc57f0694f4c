// Image processing for uploads (sharp): only raster images recognised by their bytes, resized and
// re-encoded as JPEG (PNG for logos) with metadata dropped, so the original bytes are never served.
import type { Metadata, Sharp } from 'sharp';
import { logger } from 'firebase-functions';
import { IMAGE_NOT_IMAGE_MESSAGE as NOT_AN_IMAGE_MESSAGE } from '@gn/core/schemas/upload';
import { ApiError } from '../http/errors.ts';

/** How an upload is re-encoded. */
export interface ImageRules {
  /** The output fits inside this box; smaller images are never enlarged. */
  maxWidth: number;
  maxHeight?: number;
  /**
   * JPEG qualities on the 0–1 scale of docs/spec/backoffice.md §9, tried in order while the output
   * is above targetBytes.
   */
  qualities: readonly number[];
  targetBytes: number;
  /** PNG with the alpha channel kept (logos) instead of JPEG flattened on white. */
  keepTransparency?: boolean;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** The JPEG quality used, on the 0–1 scale. */
  quality: number;
}

// Raster formats only: SVG (scripts, external references) and PDF are refused.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// About a 100 MP photo; larger inputs would exhaust the function's memory.
const MAX_INPUT_PIXELS = 100_000_000;
const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** sharp, loaded on first use: only the upload routes need it, not every instance's start-up. */
async function openImage(input: Buffer): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(input, INPUT_OPTIONS);
}

/** Recognises an image by its bytes (never by the client's content type). */
async function assertImage(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await (await openImage(input)).metadata();
  } catch {
    throw new ApiError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!ACCEPTED_FORMATS.has(metadata.format) || pixels === 0) {
    throw new ApiError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
  }
  if (pixels > MAX_INPUT_PIXELS) throw new ApiError('payload_too_large', 'Imagem muito grande');
}

/**
 * Auto-rotates (EXIF orientation), shrinks to the rules' box; logos (keepTransparency) become PNG
 * with their alpha kept; everything else flattens transparency on white and
 * encodes JPEG at each of the rules' qualities in turn until the output is at most `targetBytes`
 * (the last quality is kept whatever its size). Metadata (EXIF, GPS) is dropped: sharp keeps none
 * unless asked.
 */
export async function processImage(input: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  await assertImage(input);
  const resized = (await openImage(input)).autoOrient().resize({
    width: rules.maxWidth,
    height: rules.maxHeight,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (rules.keepTransparency) {
    const { data, info } = await resized
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true })
      .catch(undecodable);
    return { data, contentType: 'image/png', width: info.width, height: info.height, quality: 1 };
  }
  const flattened = resized.flatten({ background: '#ffffff' });

  const last = rules.qualities.length - 1;
  if (last < 0) throw new Error('ImageRules.qualities is empty');
  try {
    for (const [index, quality] of rules.qualities.entries()) {
      const { data, info } = await flattened
        .clone()
        .jpeg({ quality: Math.round(quality * 100) })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= rules.targetBytes || index === last) {
        return { data, contentType: 'image/jpeg', width: info.width, height: info.height, quality };
      }
    }
    throw new Error('unreachable: the last quality always returns');
  } catch (error) {
    return undecodable(error);
  }
}

/** The header was readable but the pixels are not (truncated or corrupt file). */
function undecodable(error: unknown): never {
  logger.warn(`Image could not be decoded: ${String(error)}`);
  throw new ApiError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
}
