// Reads a QR code from a chosen photo and hands its text on; the hidden file input is cleared after
// each try, so the same photo can be chosen again.
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { decodeImageFile } from '../../ui/camera/qr-decoder';

export function usePhotoScan(onText: (text: string) => Promise<void>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);

  async function scanPhoto(file: File | undefined) {
    if (!file) return;
    setReadingPhoto(true);
    try {
      const text = await decodeImageFile(file);
      if (text === null) toast.info('Nenhum QR code encontrado na imagem');
      else await onText(text);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao ler a imagem');
    } finally {
      setReadingPhoto(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return { fileInput, readingPhoto, scanPhoto };
}
