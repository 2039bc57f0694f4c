// QR decoding with zxing-cpp (the zxing-wasm package): the camera stream, or a photo as the
// fallback when the camera is unavailable (no permission, an old phone, a desktop without one).
// Loaded on demand, so the decoder (some 900 KB of WebAssembly, served from our own origin, never
// a CDN) only reaches the check-in screen once it scans.
//
// Why not ZXing's JavaScript port: drawn perfectly (8 px per module, no blur), about 8 in 100 of
// our ticket codes were never read by it at full size and 2 in 100 at no size at all, so a code
// held still before the camera could stay unread; zxing-cpp read 1,500 of 1,500, in a third of the
// time (qr-decoder.test.ts reads our codes at several sizes). Both paths read a canvas we draw ourselves, at the picture's
// current size: a camera may report its real size late, and a phone may turn.
import type { ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** One QR code per picture, no other format (each format tried costs time on every frame). */
export const QR_READ_OPTIONS = { formats: ['QRCode'], maxNumberOfSymbols: 1 } satisfies ReaderOptions;

type Decode = (picture: ImageData) => Promise<string | null>;

let decoder: Promise<Decode> | null = null;

/** The decoder, its WebAssembly fetched from our origin once per page. */
function loadDecoder(): Promise<Decode> {
  decoder ??= import('zxing-wasm/reader').then(async ({ prepareZXingModule, readBarcodes }) => {
    await prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
      },
      fireImmediately: true,
    });
    return async (picture: ImageData) => {
      const [found] = await readBarcodes(picture, QR_READ_OPTIONS);
      return found?.isValid ? found.text : null;
    };
  });
  // A failed load (offline, blocked) is tried again at the next scan, not remembered.
  decoder.catch(() => (decoder = null));
  return decoder;
}

/** A look at the camera's picture this often (zxing-cpp takes some 10 ms for a 640 × 480 frame). */
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
  const look = async (decode: Decode) => {
    if (stopped) return;
    let wait = SCAN_EVERY_MS;
    try {
      const fresh =
        video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime !== lastFrameTime;
      if (fresh && video.videoWidth > 0 && context) {
        lastFrameTime = video.currentTime;
        lastFrameAt = Date.now();
        if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
        if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0);
        // How many pictures were read: when a door reports "the camera shows the code and nothing
        // happens", the element tells whether the frames were read at all.
        video.dataset.framesRead = String(Number(video.dataset.framesRead ?? 0) + 1);
        const text = await decode(context.getImageData(0, 0, canvas.width, canvas.height));
        if (stopped) return;
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
    timer = setTimeout(() => void look(decode), wait);
  };

  Promise.all([
    loadDecoder(),
    navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment' } }),
  ])
    .then(([decode, opened]) => {
      stream = opened;
      if (stopped) {
        opened.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = opened;
      // Muted and inline, play() starts at once on phones. Its promise is not awaited: one that
      // never settles would leave no look and no stall check; a refusal leaves the stall check to act.
      video.play().catch((error: unknown) => console.warn('A câmera não começou a tocar', error));
      lastFrameAt = Date.now();
      void look(decode);
    })
    .catch(fail);
  return stop;
}

/** Photos are read at this size at most: a phone's 12 MP picture decodes slowly and no better. */
const PHOTO_MAX_SIDE = 1600;

/**
 * The QR text in a photo, or null when none is found; rejects when the file is not an image.
 * The photo is decoded by the browser (createImageBitmap, which settles either way and reads what
 * the browser reads) and drawn on a canvas at PHOTO_MAX_SIDE at most.
 */
export async function decodeImageFile(file: File): Promise<string | null> {
  const [decode, bitmap] = await Promise.all([loadDecoder(), createImageBitmap(file)]);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decode(context.getImageData(0, 0, canvas.width, canvas.height));
}
