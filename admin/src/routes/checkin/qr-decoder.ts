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
 * No scan attempt for this long means the camera froze or never started (ZXing waits on the
 * video's play() without a limit): the scan is stopped and reported, so it can start again.
 */
const STALL_MS = 10_000;

/** Releases a stream ZXing attached to `video` but never handed back (stuck before scanning). */
function releaseStream(video: HTMLVideoElement) {
  const stream = video.srcObject;
  if (stream instanceof MediaStream) stream.getTracks().forEach((track) => track.stop());
  video.srcObject = null;
}

/**
 * Streams the back camera into `video`, calling `onCode` for each QR read, until the returned
 * stop() is called. When the scan ends by itself (an error in ZXing's loop, a camera that opens
 * without a picture, or no frame scanned for STALL_MS), the camera is released and `onStopped` is
 * told once, so the caller can start again instead of showing a picture that never reads anything.
 */
export function scanFromCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onStopped: (error: unknown) => void,
): () => void {
  let controls: IScannerControls | null = null;
  let stopped = false;
  let lastScan = Date.now();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(watchdog);
    if (controls) controls.stop();
    else releaseStream(video);
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onStopped(error);
  };
  const watchdog = setInterval(() => {
    if (Date.now() - lastScan > STALL_MS) fail(new Error(`Câmera sem imagem por ${STALL_MS / 1000} s`));
  }, 1000);

  newReader()
    .then((reader) =>
      reader.decodeFromConstraints(
        { audio: false, video: { facingMode: 'environment' } },
        video,
        (result, error) => {
          lastScan = Date.now();
          if (result) onCode(result.getText());
          else if (error && !isNoCodeHere(error)) fail(error);
        },
      ),
    )
    .then((started) => {
      controls = started;
      if (stopped) started.stop();
      // ZXing sizes its capture canvas once, from the video's size when the scan starts: a video
      // without a size yet would be read as an empty picture forever.
      else if (video.videoWidth === 0) fail(new Error('A câmera abriu sem imagem'));
    })
    .catch(fail);
  return stop;
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
