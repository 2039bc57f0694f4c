// The request body size limit for JSON routes, checked on what the Functions framework read.
import type { RequestHandler } from 'express';
import { ApiError } from './errors.ts';

/** No API body but an upload needs more than this (a checkout is about 1 KB). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * 413 for a body over the limit. The Functions framework reads whole bodies (up to 32 MB) before
 * our code runs, so express.json's own limit never applies there: the size is checked here, on
 * what the framework read. Multipart uploads have their own, larger limits (http/multipart.ts).
 */
export const bodyLimit: RequestHandler = (req, _res, next) => {
  if (req.is('multipart/form-data')) return next();
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const size = raw?.length ?? Number(req.get('content-length') ?? 0);
  if (size > JSON_BODY_LIMIT_BYTES) throw new ApiError('payload_too_large', 'Requisição muito grande');
  next();
};
