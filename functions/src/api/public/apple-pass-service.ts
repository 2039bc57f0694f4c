// Apple's pass web service, at the pass's webServiceURL (…/api/wallet/apple), as Apple documents
// it ("Adding a Web Service to Update Passes"):
//   POST   /v1/devices/:device/registrations/:passType/:serial   register (201 new, 200 known)
//   DELETE /v1/devices/:device/registrations/:passType/:serial   unregister (200)
//   GET    /v1/devices/:device/registrations/:passType?passesUpdatedSince=tag   changed serials (204: none)
//   GET    /v1/passes/:passType/:serial                          the latest pass (Last-Modified; 304)
//   POST   /v1/log                                               the device's error reports
// Calls about a pass need `Authorization: ApplePass <its authenticationToken>` (401 otherwise).
import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import {
  appleLogSchema,
  applePassRegistrationSchema,
  APPLE_PASS_CONTENT_TYPE,
} from '@gn/core/schemas/wallet';
import { parsePassSerial } from '@gn/core/wallet-pass';
import { db } from '../../firebase.ts';
import { parseBody } from '../../http/validate.ts';
import { siteUrlFromEnv } from '../../mail/order-confirmation.ts';
import { registerDevice, unregisterDevice } from '../../wallet/apple-registrations.ts';
import { applePassAuthorized, latestApplePass, updatedSerials } from '../../wallet/apple-pass-service.ts';
import { appleSigning, type AppleSigning } from '../../wallet/wallet-secrets.ts';
import { APPLE_WEB_SERVICE_PATH } from './wallet.ts';

const param = (req: Request, name: string) => String(req.params[name] ?? '');

/** The signing material when the pass type is ours; else answers 404 and gives null. */
function ourPassType(req: Request, res: Response): AppleSigning | null {
  const signing = appleSigning();
  if (!signing || param(req, 'passType') !== signing.passTypeIdentifier) {
    res.sendStatus(404);
    return null;
  }
  return signing;
}

/** The pass's own token, or 401 (Apple's answer to a wrong or missing token). */
function authorizedPass(req: Request, res: Response): AppleSigning | null {
  const signing = ourPassType(req, res);
  if (!signing) return null;
  if (!applePassAuthorized(signing, param(req, 'serial'), req.get('authorization'))) {
    res.sendStatus(401);
    return null;
  }
  return signing;
}

export const applePassServiceRouter = Router();

applePassServiceRouter.post('/v1/devices/:device/registrations/:passType/:serial', async (req, res) => {
  const signing = authorizedPass(req, res);
  if (!signing) return;
  const named = parsePassSerial(param(req, 'serial'));
  if (!named) return void res.sendStatus(404);
  const { pushToken } = parseBody(applePassRegistrationSchema, req.body);
  const created = await registerDevice(db(), {
    device: param(req, 'device'),
    passTypeIdentifier: signing.passTypeIdentifier,
    serial: param(req, 'serial'),
    ticketId: named.ticketId,
    pushToken,
  });
  res.sendStatus(created ? 201 : 200);
});

applePassServiceRouter.delete('/v1/devices/:device/registrations/:passType/:serial', async (req, res) => {
  const signing = authorizedPass(req, res);
  if (!signing) return;
  await unregisterDevice(db(), param(req, 'device'), signing.passTypeIdentifier, param(req, 'serial'));
  res.sendStatus(200);
});

applePassServiceRouter.get('/v1/devices/:device/registrations/:passType', async (req, res) => {
  const signing = ourPassType(req, res);
  if (!signing) return;
  const since = Number(req.query.passesUpdatedSince);
  const answer = await updatedSerials(
    db(),
    param(req, 'device'),
    signing.passTypeIdentifier,
    Number.isFinite(since) && req.query.passesUpdatedSince !== undefined ? since : null,
  );
  if (!answer) return void res.sendStatus(204);
  res.json(answer);
});

applePassServiceRouter.get('/v1/passes/:passType/:serial', async (req, res) => {
  const signing = authorizedPass(req, res);
  if (!signing) return;
  const since = req.get('if-modified-since');
  const ifModifiedSince = since && !Number.isNaN(Date.parse(since)) ? new Date(since) : null;
  const latest = await latestApplePass(db(), signing, param(req, 'serial'), {
    webServiceURL: `${siteUrlFromEnv()}${APPLE_WEB_SERVICE_PATH}`,
    ifModifiedSince,
  });
  if (latest.state === 'not_found') return void res.sendStatus(404);
  res.set('Last-Modified', latest.lastModified.toUTCString());
  if (latest.state === 'not_modified') return void res.sendStatus(304);
  res.set('Content-Type', APPLE_PASS_CONTENT_TYPE);
  res.set('Content-Length', String(latest.body.length));
  res.end(latest.body);
});

applePassServiceRouter.post('/v1/log', (req, res) => {
  const { logs } = parseBody(appleLogSchema, req.body);
  for (const line of logs) logger.warn(`Carteira Apple (dispositivo): ${line}`);
  res.sendStatus(200);
});
