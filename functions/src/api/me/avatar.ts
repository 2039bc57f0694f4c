// The signed-in user's avatar upload: the image is re-encoded, stored, and its URL written to the
// caller's own profile (the rules do not let owners write avatar_url).
import type { Request, Response } from 'express';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE } from '@gn/core/schemas/profile';
import { db } from '../../firebase.ts';
import { fileStore } from '../../files/choose-file-store.ts';
import { processImage } from '../../files/image.ts';
import { AVATAR_RULES } from '../../files/image-rules.ts';
import { uploadName } from '../../files/upload-name.ts';
import { caller } from '../../http/auth.ts';
import { readFileField } from '../../http/multipart.ts';

/**
 * POST /api/me/avatar, multipart field `file` → 201 { url }.
 * Always the caller's own avatar: the uid comes from the token, never from the request.
 * avatar_url is written here because the rules do not let owners write it.
 */
export async function uploadAvatar(req: Request, res: Response): Promise<void> {
  const { uid } = caller(res);
  const file = await readFileField(req, {
    field: 'file',
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
  });
  const image = await processImage(file.data, AVATAR_RULES);
  const url = await fileStore().save(uploadName(`avatars/${uid}-`), image.data, image.contentType);
  await db().doc(`profiles/${uid}`).set({ user_id: uid, avatar_url: url }, { merge: true });
  res.status(201).json({ url });
}
