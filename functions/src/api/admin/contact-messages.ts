// PATCH /api/admin/contact-messages/{id} { respondida }: the admin marks a contact message answered
// (or takes the mark back); audited (contact/mark-answered.ts).
import type { Request, Response } from 'express';
import { CONTACT_MESSAGE_NOT_FOUND, contactAnsweredSchema } from '@gn/core/schemas/contact';
import { markContactAnswered as mark } from '../../contact/mark-answered.ts';
import { db } from '../../firebase.ts';
import { caller } from '../../http/auth.ts';
import { docIdParam } from '../../http/params.ts';
import { parseBody } from '../../http/validate.ts';

export async function markContactAnswered(req: Request, res: Response): Promise<void> {
  const id = docIdParam(req.params.id, CONTACT_MESSAGE_NOT_FOUND);
  const { respondida } = parseBody(contactAnsweredSchema, req.body);
  res.json(await mark(db(), caller(res), id, respondida));
}
