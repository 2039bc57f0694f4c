// "Ler QR code": the camera, switched on and off, and the photo of a QR code; both send what they
// read to `onScan`.
import { Camera, ImageUp, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { CameraScanner } from '../../ui/camera/CameraScanner';
import { usePhotoScan } from './use-photo-scan';

export function QrReaderCard({
  onScan,
}: {
  onScan: (text: string, source: 'camera' | 'photo') => Promise<void>;
}) {
  const [camera, setCamera] = useState(false);
  const { fileInput, readingPhoto, scanPhoto } = usePhotoScan((text) => onScan(text, 'photo'));
  return (
    <SectionCard title="Ler QR code">
      {camera && (
        <div className="mb-3">
          <CameraScanner onCode={(text) => void onScan(text, 'camera')} />
        </div>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          variant={camera ? 'secondary' : 'primary'}
          onClick={() => setCamera((on) => !on)}
          className="h-12"
        >
          {camera ? (
            <Square className="size-4" aria-hidden="true" />
          ) : (
            <Camera className="size-4" aria-hidden="true" />
          )}
          {camera ? 'Parar câmera' : 'Abrir câmera'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          busy={readingPhoto}
          className="h-12"
        >
          {!readingPhoto && <ImageUp className="size-4" aria-hidden="true" />}
          {readingPhoto ? 'Lendo a foto...' : 'Enviar foto do QR code'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Foto do QR code"
          onChange={(e) => void scanPhoto(e.target.files?.[0])}
        />
      </div>
    </SectionCard>
  );
}
