// The admin's image upload: the file is recognised by its bytes, re-encoded by the target folder's
// rules and saved in the file store, which gives the URL to store in the document.
import type { Request, Response } from 'express';
import { coverCopyUrl, coverCopyWidths, coverNameWithCopies, isCopiedFolder } from '@gn/core/cover-copies';
import { isUploadFolder } from '@gn/core/schemas/upload';
import { fileStore } from '../../files/choose-file-store.ts';
import { makeCoverCopies } from '../../files/cover-copies.ts';
import { processImage } from '../../files/image.ts';
import { RULES_BY_FOLDER } from '../../files/image-rules.ts';
import { uploadName, uploadStem } from '../../files/upload-name.ts';
import { ApiError } from '../../http/errors.ts';
import { readFileField } from '../../http/multipart.ts';

/** Input cap before processing; the output is re-encoded to at most 1920 px and about 4 MB. */
export const ADMIN_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/**
 * POST /api/admin/uploads?folder=events|news|banners|logos|seo, multipart field `file`
 * → 201 { url, width, height }. The URL is what the admin stores in capa_url / imagem_url.
 */
export async function uploadImage(req: Request, res: Response): Promise<void> {
  const folder = req.query.folder;
  if (!isUploadFolder(folder)) throw new ApiError('bad_request', 'Pasta de destino inválida');
  const file = await readFileField(req, {
    field: 'file',
    maxBytes: ADMIN_UPLOAD_MAX_BYTES,
    tooLargeMessage: 'Imagem muito grande',
  });
  const image = await processImage(file.data, RULES_BY_FOLDER[folder]);
  const store = fileStore();
  let url: string;
  // Covers and banners, which the site shows through srcset, come with their WebP copies.
  if (isCopiedFolder(folder) && image.contentType === 'image/jpeg') {
    const name = coverNameWithCopies(uploadStem(`${folder}/`), image);
    // The copies first: once the original's URL is answered, its name promises them.
    const copies = await makeCoverCopies(image.data, coverCopyWidths(folder, image.width));
    await Promise.all(copies.map((c) => store.save(coverCopyUrl(name, c.width), c.data, 'image/webp')));
    url = await store.save(name, image.data, image.contentType);
  } else {
    const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
    url = await store.save(uploadName(`${folder}/`, extension), image.data, image.contentType);
  }
  res.status(201).json({ url, width: image.width, height: image.height });
}
