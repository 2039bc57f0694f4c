import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { processImage } from './image.ts';
import { AVATAR_RULES, BANNER_RULES, COVER_RULES, LOGO_RULES } from './image-rules.ts';

const FOUR_MB = 4 * 1024 * 1024;

/** Random pixels: the worst case for JPEG, so the quality steps have work to do. */
async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

function solidPng(width: number, height: number, alpha = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha } } })
    .png()
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('processImage', () => {
  it('shrinks a 4000×3000 noise photo to 1920 wide and at most 4 MB', async () => {
    const out = await processImage(await noiseJpeg(4000, 3000), COVER_RULES);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1920, 1440]);
    expect(out.data.length).toBeLessThanOrEqual(FOUR_MB);
  }, 60_000);

  it('lowers the quality in 0.1 steps while the JPEG is above 4 MB', async () => {
    // Noise 1920×3200 is about 4.8 MB at quality 0.9 and about 3.7 MB at 0.8 (measured).
    const out = await processImage(await noiseJpeg(1920, 3200), COVER_RULES);
    expect(out.data.length).toBeLessThanOrEqual(FOUR_MB);
    expect(out.quality).toBe(0.8);
    expect([out.width, out.height]).toEqual([1920, 3200]);
  }, 60_000);

  it('keeps quality 0.9 when the first pass is small enough, and never enlarges', async () => {
    const out = await processImage(await solidPng(800, 600), COVER_RULES);
    expect(out.quality).toBe(0.9);
    expect([out.width, out.height]).toEqual([800, 600]);
    expect(out.contentType).toBe('image/jpeg');
  });

  it('encodes banners once, at 0.9', async () => {
    const out = await processImage(await noiseJpeg(2400, 1200), BANNER_RULES);
    expect(out.quality).toBe(0.9);
    expect(out.width).toBe(1920);
  }, 60_000);

  it('fits avatars in a 512 px box, keeping the aspect ratio', async () => {
    const out = await processImage(await solidPng(1000, 2000), AVATAR_RULES);
    expect([out.width, out.height]).toEqual([256, 512]);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    // 600×300 pixels tagged "rotate 90° clockwise" (orientation 6): shown as 300×600.
    const tagged = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const out = await processImage(tagged, COVER_RULES);
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height]).toEqual([300, 600]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('flattens transparency onto white (JPEG has no alpha)', async () => {
    const out = await processImage(await solidPng(10, 10, 0), COVER_RULES);
    const { data, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(data[0]).toBeGreaterThan(245);
  });

  it('refuses a text file with 415 "Arquivo deve ser uma imagem"', async () => {
    const error = await refusal(processImage(Buffer.from('olá, não sou uma imagem\n'), COVER_RULES));
    expect(error.code).toBe('unsupported_media_type');
    expect(error.status).toBe(415);
    expect(error.message).toBe('Arquivo deve ser uma imagem');
  });

  it('refuses SVG, an empty file and a truncated JPEG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const jpeg = await noiseJpeg(200, 200);
    for (const input of [svg, Buffer.alloc(0), jpeg.subarray(0, 400)]) {
      expect((await refusal(processImage(input, COVER_RULES))).status).toBe(415);
    }
  });
});

describe('logos', () => {
  it('stay PNG with their transparency, inside a 1024 px box', async () => {
    const out = await processImage(await solidPng(2048, 512, 0), LOGO_RULES);
    expect(out.contentType).toBe('image/png');
    expect([out.width, out.height]).toEqual([1024, 256]);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
  });

  it('refuse what is not an image', async () => {
    expect((await refusal(processImage(Buffer.from('<svg/>'), LOGO_RULES))).status).toBe(415);
  });
});
