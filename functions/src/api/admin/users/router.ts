// Routes of /api/admin/users: list users, set password, role and ban, update a profile.
import { Router } from 'express';
import { listUsers } from './list-users.ts';
import { setBan } from './set-ban.ts';
import { setPassword } from './set-password.ts';
import { setRole } from './set-role.ts';
import { updateProfile } from './update-profile.ts';

/** /api/admin/users/*, mounted behind requireStaff and its capability. */
export const usersRouter = Router();

usersRouter.get('/', listUsers);
usersRouter.post('/set-password', setPassword);
usersRouter.post('/set-role', setRole);
usersRouter.post('/set-ban', setBan);
usersRouter.post('/update-profile', updateProfile);
