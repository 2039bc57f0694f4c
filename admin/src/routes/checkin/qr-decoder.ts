// QR decoding with ZXing (@zxing/browser): the camera stream, or a photo as the fallback when
// the camera is unavailable (no permission, an old phone, a desktop without one). Loaded on
// demand, so the library's weight only reaches the check-in screen once it scans.
import type { IScannerControls } from '@zxing/browser';

async function newReader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150, delayBetweenScanSuccess: 1200 });
}

/** Streams the back camera into `video`, calling `onCode` for each QR read, until stop(). */
export async function scanFromCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<IScannerControls> {
  const reader = await newReader();
  return reader.decodeFromConstraints(
    { audio: false, video: { facingMode: 'environment' } },
    video,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
}

/** The QR text in a photo, or null when none is found. */
export async function decodeImageFile(file: File): Promise<string | null> {
  const reader = await newReader();
  const url = URL.createObjectURL(file);
  try {
    return (await reader.decodeFromImageUrl(url)).getText();
  } catch (error) {
    if (
      error instanceof Error &&
      /NotFound|No MultiFormat|Checksum|Format/i.test(error.name + error.message)
    ) {
      return null;
    }
    throw error;
  } finally {
    URL.revokeObjectURL(url);
  }
}
