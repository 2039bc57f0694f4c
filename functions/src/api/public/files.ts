// Serves the local file store's uploads under /api/files/ (emulator and local runs only: in
// production upload URLs point at Cloud Storage and this route answers 404).
import { Router } from 'express';
import { ApiError } from '../../http/errors.ts';
import { cacheControlFor } from '../../files/cache-control.ts';
import { isSafeFilePath } from '../../files/file-path.ts';
import { fileStore, servesFilesLocally } from '../../files/choose-file-store.ts';

const FILE_NOT_FOUND = 'Arquivo não encontrado';

/** GET /api/files/<path>: the local file store's files (production URLs point at Cloud Storage). */
export const filesRouter = Router();

filesRouter.get('/api/files/*path', async (req, res) => {
  const segments = (req.params as { path: string[] }).path;
  const filePath = segments.join('/');
  if (!servesFilesLocally() || !isSafeFilePath(filePath)) throw new ApiError('not_found', FILE_NOT_FOUND);
  const file = await fileStore().read(filePath);
  if (!file) throw new ApiError('not_found', FILE_NOT_FOUND);
  res
    .set({
      'Content-Type': file.contentType,
      'Cache-Control': cacheControlFor(filePath),
      // Uploaded bytes are never interpreted as anything but their declared type.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    })
    .send(file.data);
});
