// How each kind of upload is resized and re-encoded: box size, JPEG qualities and target size per
// upload folder (covers, banners, logos, SEO images), plus the rules for avatars.
import {
  BANNER_JPEG_QUALITY,
  COVER_MAX_WIDTH,
  COVER_TARGET_BYTES,
  JPEG_QUALITY_STEPS,
  type UploadFolder,
} from '@gn/core/schemas/upload';
import type { ImageRules } from './image.ts';

/**
 * Event and news covers: at most 1920 px wide, quality 0.9 → 0.3 while above 4 MB
 * (docs/spec/backoffice.md §9).
 */
export const COVER_RULES: ImageRules = {
  maxWidth: COVER_MAX_WIDTH,
  qualities: JPEG_QUALITY_STEPS,
  targetBytes: COVER_TARGET_BYTES,
};

/** Home banners: 1920 px wide, one JPEG pass at 0.9 (docs/spec/backoffice.md §5). */
export const BANNER_RULES: ImageRules = {
  maxWidth: COVER_MAX_WIDTH,
  qualities: [BANNER_JPEG_QUALITY],
  targetBytes: COVER_TARGET_BYTES,
};

/** Logos and favicons: PNG with their transparency (drawn on both themes), in a 1024 px box. */
export const LOGO_RULES: ImageRules = {
  maxWidth: 1024,
  maxHeight: 1024,
  qualities: [1],
  targetBytes: COVER_TARGET_BYTES,
  keepTransparency: true,
};

export const RULES_BY_FOLDER: Record<UploadFolder, ImageRules> = {
  events: COVER_RULES,
  news: COVER_RULES,
  banners: BANNER_RULES,
  logos: LOGO_RULES,
  seo: COVER_RULES,
};

/** Avatars are shown small: a 512 px box is plenty, and keeps them light. */
export const AVATAR_RULES: ImageRules = {
  maxWidth: 512,
  maxHeight: 512,
  qualities: JPEG_QUALITY_STEPS,
  targetBytes: COVER_TARGET_BYTES,
};
