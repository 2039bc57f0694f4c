// The back camera's live view, decoding QR codes until unmounted; a scan that stops by itself is
// restarted twice before the error and its retry button show.
import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { scanFromCamera } from './qr-decoder';

/** Silent restarts after the scan stopped by itself, before the error and its button show. */
const AUTO_RESTARTS = 2;

function isPermissionRefusal(failure: unknown): boolean {
  return failure instanceof Error && failure.name === 'NotAllowedError';
}

type CameraScannerProps = {
  /** Each QR read (the same code repeats while it stays in view: the caller dedupes). */
  onCode: (text: string) => void;
};

/** The back camera's live view, decoding QR codes until unmounted. */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  const [error, setError] = useState<string | null>(null);
  /** Bumped to open the camera again: a camera busy in another app is often free a moment later. */
  const [attempt, setAttempt] = useState(0);
  const restarts = useRef(0);

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    // scanFromCamera reports a scan that stopped by itself once, and never after its stop().
    return scanFromCamera(
      video.current!,
      (text) => {
        restarts.current = 0; // the camera works: a later stall gets its restarts again
        handler.current(text);
      },
      (failure) => {
        console.error(failure);
        // A scan that stopped by itself (not a refusal) restarts on its own, a few times.
        if (restarts.current < AUTO_RESTARTS && !isPermissionRefusal(failure)) {
          restarts.current += 1;
          setAttempt((n) => n + 1);
          return;
        }
        setError(
          isPermissionRefusal(failure)
            ? 'Permissão da câmera negada. Libere a câmera no navegador ou envie uma foto do QR code.'
            : 'Não foi possível abrir a câmera. Envie uma foto do QR code ou digite o código.',
        );
      },
    );
  }, [attempt]);

  if (error) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted p-4 text-sm text-ink"
      >
        <CameraOff className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
        <div className="flex flex-col items-start gap-3">
          {error}
          <Button
            variant="secondary"
            onClick={() => {
              restarts.current = 0;
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-black">
      {/* Muted, inline: autoplay on phones without going full screen. */}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Imagem da câmera"
        className="aspect-square w-full object-cover sm:aspect-video"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80"
      />
    </div>
  );
}
