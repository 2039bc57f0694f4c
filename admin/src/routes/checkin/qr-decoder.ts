// QR decoding with ZXing (@zxing/browser): the camera stream, or a photo as the fallback when
// the camera is unavailable (no permission, an old phone, a desktop without one). Loaded on
// demand, so the library's weight only reaches the check-in screen once it scans.
//
// Both read a canvas we draw ourselves. ZXing's own video scanning sizes its canvas once, from
// the video's size when the scan starts, and waits on the video's play() without a limit: a
// camera that reports its real size a moment later (or a phone turned sideways) was then read as
// a cropped picture forever, and a stream that never played left a live picture that read nothing.
import type { BrowserQRCodeReader } from '@zxing/browser';

async function newReader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader();
}

/** ZXing's "no readable QR in this picture" errors. */
function isNoCodeHere(error: unknown): boolean {
  const getKind = (error as { getKind?: unknown } | null)?.getKind;
  const kind = typeof getKind === 'function' ? String(getKind.call(error)) : '';
  return (
    ['NotFoundException', 'ChecksumException', 'FormatException'].includes(kind) ||
    (error instanceof Error && /NotFound|No MultiFormat|Checksum|Format/i.test(error.name + error.message))
  );
}

/** The QR text drawn on `canvas`, or null when there is none; other errors are thrown. */
function decodeCanvas(reader: BrowserQRCodeReader, canvas: HTMLCanvasElement): string | null {
  try {
    return reader.decodeFromCanvas(canvas).getText();
  } catch (error) {
    if (isNoCodeHere(error)) return null;
    throw error;
  }
}

/** A look at the camera's picture this often (ZXing takes some 20-50 ms for a 640 × 480 frame). */
const SCAN_EVERY_MS = 150;
/** After a read, the same code is not reported again for this long (the caller dedupes too). */
const AFTER_READ_MS = 1200;
/**
 * The picture not moving on for this long (the video's time stands still: it never started, or
 * it stopped) means the camera is released and reported.
 */
const STALL_MS = 10_000;

/**
 * Streams the back camera into `video`, calling `onCode` for each QR read, until the returned
 * stop() is called. When the camera cannot be opened or its picture stops for STALL_MS, the camera
 * is released and `onStopped` is told once, so the caller can open it again.
 */
export function scanFromCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onStopped: (error: unknown) => void,
): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFrameAt = Date.now();
  let lastFrameTime = -1;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    onStopped(error);
  };

  /** Reads the frame on screen, at its current size, then schedules the next look. */
  const look = (reader: BrowserQRCodeReader) => {
    if (stopped) return;
    let wait = SCAN_EVERY_MS;
    try {
      const fresh =
        video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime !== lastFrameTime;
      if (fresh && video.videoWidth > 0 && context) {
        lastFrameTime = video.currentTime;
        lastFrameAt = Date.now();
        // The picture's size now: a camera may report its real size late, a phone may turn.
        if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
        if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0);
        const text = decodeCanvas(reader, canvas);
        if (text !== null) {
          onCode(text);
          wait = AFTER_READ_MS;
        }
      } else if (Date.now() - lastFrameAt > STALL_MS) {
        fail(new Error(`Câmera sem imagem por ${STALL_MS / 1000} s`));
        return;
      }
    } catch (error) {
      fail(error);
      return;
    }
    timer = setTimeout(() => look(reader), wait);
  };

  Promise.all([
    newReader(),
    navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment' } }),
  ])
    .then(async ([reader, opened]) => {
      stream = opened;
      if (stopped) {
        opened.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = opened;
      // Muted and inline, play() starts at once on phones; a refusal leaves the stall check to act.
      await video.play().catch((error: unknown) => console.warn('A câmera não começou a tocar', error));
      lastFrameAt = Date.now();
      look(reader);
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
  return decodeCanvas(reader, canvas);
}
