// The upload behind ImageUpload: checks the file is an image, uploads it with its progress (0 to
// 1, null when idle), reports the public URL, or null with the error toast when it fails.
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  IMAGE_NOT_IMAGE_MESSAGE,
  IMAGE_UPLOAD_ERROR_MESSAGE,
  IMAGE_UPLOAD_SUCCESS_MESSAGE,
  isImageType,
  type UploadFolder,
} from '@gn/core/schemas/upload';
import { uploadImage } from '../lib/upload';

export function useImageUpload(folder: UploadFolder, onChange: (url: string | null) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (!isImageType(file.type)) {
      toast.error(IMAGE_NOT_IMAGE_MESSAGE);
      return;
    }
    setProgress(0);
    try {
      const result = await uploadImage(file, folder, { onProgress: setProgress });
      onChange(result.url);
      toast.success(IMAGE_UPLOAD_SUCCESS_MESSAGE);
    } catch (cause) {
      console.error(cause);
      onChange(null);
      const detail = cause instanceof Error ? cause.message : '';
      toast.error(IMAGE_UPLOAD_ERROR_MESSAGE, {
        description: detail && detail !== IMAGE_UPLOAD_ERROR_MESSAGE ? detail : undefined,
      });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return { inputRef, progress, uploading: progress !== null, handleFile };
}
