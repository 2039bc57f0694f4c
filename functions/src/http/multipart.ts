// Reads the single uploaded file of a multipart/form-data request (busboy), with size and part
// limits, from the body the Functions framework already read.
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, INVALID_BODY_MESSAGE } from './errors.ts';

export interface UploadedFile {
  data: Buffer;
  filename: string | undefined;
  /** As claimed by the client: never trusted, images are recognised by their bytes. */
  mimeType: string;
}

export interface FileFieldOptions {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/** The Functions framework reads the whole body into `rawBody` before our code runs. */
type RequestWithRawBody = Request & { rawBody?: Buffer };

/** Reads the one file of a multipart/form-data request; other fields and files are ignored. */
export function readFileField(req: Request, options: FileFieldOptions): Promise<UploadedFile> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new ApiError('bad_request', 'Envie o arquivo como multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over the limit is enough to know the file is too large.
      parser = busboy({
        headers: req.headers,
        // Counted before anything is read: one file, a few small fields, no header floods.
        limits: {
          files: 1,
          fileSize: options.maxBytes,
          fields: 20,
          fieldSize: 16 * 1024,
          parts: 25,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new ApiError('bad_request', INVALID_BODY_MESSAGE));
      return;
    }
    let file: UploadedFile | undefined;
    let claimed = false;
    let tooLarge = false;

    parser.on('file', (name, stream, info) => {
      // A body cut before its closing boundary errors the file stream too; with no listener
      // that error would end the whole process (every request in flight on the instance).
      stream.on('error', () => reject(new ApiError('bad_request', INVALID_BODY_MESSAGE)));
      if (name !== options.field || claimed) {
        stream.resume();
        return;
      }
      claimed = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        file = { data: Buffer.concat(chunks), filename: info.filename, mimeType: info.mimeType };
      });
    });
    parser.on('error', () => reject(new ApiError('bad_request', INVALID_BODY_MESSAGE)));
    parser.on('filesLimit', () => reject(new ApiError('bad_request', 'Envie um único arquivo por vez')));
    for (const limit of ['partsLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => reject(new ApiError('bad_request', 'Formulário com campos demais')));
    }
    parser.on('close', () => {
      if (tooLarge) reject(new ApiError('payload_too_large', options.tooLargeMessage));
      else if (!file) reject(new ApiError('bad_request', 'Nenhum arquivo enviado'));
      else resolve(file);
    });

    const rawBody = (req as RequestWithRawBody).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
