// QR decoding with ZXing (@zxing/browser): the camera stream, or a photo as the fallback when
// the camera is unavailable (no permission, an old phone, a desktop without one). Loaded on
// demand, so the library's weight only reaches the check-in screen once it scans.
import type { IScannerControls } from '@zxing/browser';

async function newReader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader(undefined, {
    delayBetweenScanAttempts: 150,
    delayBetweenScanSuccess: 1200,
    // A slow phone (or a busy one) can take more than the default 5 s to show the first frame.
    tryPlayVideoTimeout: 15_000,
  });
}

/** ZXing's "no readable QR in this frame" errors, after which it simply looks at the next one. */
function isNoCodeHere(error: unknown): boolean {
  const getKind = (error as { getKind?: unknown } | null)?.getKind;
  const kind = typeof getKind === 'function' ? String(getKind.call(error)) : '';
  return ['NotFoundException', 'ChecksumException', 'FormatException'].includes(kind);
}

/**
 * Streams the back camera into `video`, calling `onCode` for each QR read, until stop(). Any other
 * error ends ZXing's scan loop and releases the camera: `onStopped` is told, so the caller can
 * start again instead of showing a frozen picture that never reads anything.
 */
export async function scanFromCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onStopped: (error: unknown) => void,
): Promise<IScannerControls> {
  const reader = await newReader();
  return reader.decodeFromConstraints(
    { audio: false, video: { facingMode: 'environment' } },
    video,
    (result, error) => {
      if (result) onCode(result.getText());
      else if (error && !isNoCodeHere(error)) onStopped(error);
    },
  );
}

/** Photos are read at this size at most: a phone's 12 MP picture decodes slowly and no better. */
const PHOTO_MAX_SIDE = 1600;

/**
 * The QR text in a photo, or null when none is found; rejects when the file is not an image.
 * The photo is decoded by the browser (createImageBitmap, which settles either way) and drawn on a
 * canvas for ZXing: ZXing's own image loader waits for a 'load' event behind a 10 s timer that,
 * when the event was missed, neither resolves nor rejects, and the door staff saw nothing at all.
 */
export async function decodeImageFile(file: File): Promise<string | null> {
  const [reader, bitmap] = await Promise.all([newReader(), createImageBitmap(file)]);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  try {
    return reader.decodeFromCanvas(canvas).getText();
  } catch (error) {
    if (
      isNoCodeHere(error) ||
      (error instanceof Error && /NotFound|No MultiFormat|Checksum|Format/i.test(error.name + error.message))
    ) {
      return null;
    }
    throw error;
  }
}
