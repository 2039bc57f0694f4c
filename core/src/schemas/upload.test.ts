import { describe, expect, it } from 'vitest';
import {
  COVER_MAX_WIDTH,
  COVER_TARGET_BYTES,
  IMAGE_NOT_IMAGE_MESSAGE,
  isImageType,
  isUploadFolder,
  JPEG_QUALITY_STEPS,
  UPLOAD_FOLDERS,
} from './upload.ts';

describe('upload rules', () => {
  it('has the spec constants', () => {
    expect(IMAGE_NOT_IMAGE_MESSAGE).toBe('Arquivo deve ser uma imagem');
    expect(UPLOAD_FOLDERS).toEqual(['events', 'news', 'banners', 'logos', 'seo']);
    expect(COVER_MAX_WIDTH).toBe(1920);
    expect(COVER_TARGET_BYTES).toBe(4 * 1024 * 1024);
    expect(JPEG_QUALITY_STEPS).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
  });
  it('recognises images and folders', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('text/html')).toBe(false);
    expect(isImageType('')).toBe(false);
    expect(isUploadFolder('news')).toBe(true);
    expect(isUploadFolder('avatars')).toBe(false);
  });
});
