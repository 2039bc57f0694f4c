import { Router } from 'express';
import { requireUser } from '../http/auth.ts';
import { uploadAvatar } from './avatar.ts';

/** /api/me/*: the signed-in user acting on their own account. */
export const meRouter = Router();

meRouter.use(requireUser);
meRouter.post('/avatar', uploadAvatar);
