// POST /api/public/contact: the contact form. Anonymous callers are welcome (a valid ID token only
// adds the uid); the body is validated with the form's own schema; a filled honeypot gets a quiet
// 200 and nothing is stored; each client (hashed IP) may send 5 messages per 10 minutes and 20 per
// day. Stored in `contact_messages` for the admin inbox.
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { contactSchema } from '@gn/core/schemas/contact';
import { auth, db } from '../../firebase.ts';
import { ApiError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { clientIp, clientKey, consume, type WindowRule } from '../../http/rate-limit.ts';

/** The form's hidden field: people never see it, bots fill it. */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 10 * 60 * 1000, max: 5 },
  { name: '1d', ms: 24 * 60 * 60 * 1000, max: 20 },
];

export const TOO_MANY_MESSAGES = 'Muitas mensagens enviadas. Tente novamente mais tarde.';

/** True when the body (object or JSON text) has the honeypot field filled. */
export function honeypotFilled(body: unknown): boolean {
  let value = body;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (typeof value !== 'object' || value === null) return false;
  const field = (value as Record<string, unknown>)[HONEYPOT_FIELD];
  return field !== undefined && field !== null && String(field).trim() !== '';
}

/** The uid of a valid `Authorization: Bearer` token, else null (an invalid token is ignored). */
async function optionalUid(req: Request): Promise<string | null> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!token) return null;
  try {
    return (await auth().verifyIdToken(token)).uid;
  } catch {
    return null;
  }
}

export const contactRouter = Router();

contactRouter.post('/api/public/contact', async (req, res) => {
  if (honeypotFilled(req.body)) {
    res.status(200).json({ ok: true });
    return;
  }
  const input = parseBody(contactSchema, req.body);

  const decision = await consume(db(), clientKey('contact', clientIp(req)), CONTACT_LIMITS);
  if (!decision.allowed) {
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError('too_many_requests', TOO_MANY_MESSAGES);
  }

  await db()
    .collection('contact_messages')
    .add({
      nome: input.nome,
      email: input.email,
      mensagem: input.mensagem,
      created_at: FieldValue.serverTimestamp(),
      lida: false,
      user_id: await optionalUid(req),
    });
  res.status(201).json({ ok: true });
});
