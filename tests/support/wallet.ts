// The wallet files as a phone would take them: the .pkpass opened as a zip (jszip), its manifest's
// SHA-1s and its signature verified against the stack's TEST certificate (node-forge), the Google
// save link's JWT verified against the stack's TEST public key (jose). The test material lives in
// GN_WALLET_TEST_DIR (dev/lib/wallet-test-keys.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import JSZip from 'jszip';
import { SITE_URL } from './functions-api.ts';
import { verifyDetachedSignature } from './pkcs7-verify.ts';

const WALLET_DIR = process.env.GN_WALLET_TEST_DIR ?? '';
const walletFile = (name: string) => readFileSync(path.join(WALLET_DIR, name), 'utf8');

export interface RawAnswer {
  status: number;
  contentType: string;
  lastModified: string | null;
  body: Buffer;
}

/** A request whose answer is kept as bytes (a .pkpass, an .ics). */
export async function raw(
  urlPath: string,
  o: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<RawAnswer> {
  const res = await fetch(`${SITE_URL}${urlPath}`, {
    method: o.method ?? (o.json === undefined ? 'GET' : 'POST'),
    headers: { ...o.headers, ...(o.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: o.json === undefined ? undefined : JSON.stringify(o.json),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    lastModified: res.headers.get('last-modified'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

interface PassField {
  key: string;
  label?: string;
  value: string;
}

/** The pass.json fields the tests read. */
export interface PassJson {
  serialNumber: string;
  voided: boolean;
  webServiceURL: string;
  authenticationToken: string;
  barcodes?: { format: string; message: string; altText?: string }[];
  eventTicket: Record<
    'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
    PassField[]
  >;
}

/** The save link's claims the tests read. */
export interface GoogleClaims extends JWTPayload {
  typ: string;
  payload: {
    eventTicketClasses: { id: string; eventName: { defaultValue: { value: string } } }[];
    eventTicketObjects: {
      id: string;
      classId: string;
      ticketHolderName: string;
      barcode: { type: string; value: string };
    }[];
  };
}

export interface OpenedPass {
  files: string[];
  pass: PassJson;
  manifest: Record<string, string>;
  signature: Buffer;
  /** every file's SHA-1, as manifest.json should list them */
  sha1s: Record<string, string>;
}

export async function openPass(pkpass: Buffer): Promise<OpenedPass> {
  const zip = await JSZip.loadAsync(pkpass);
  const files = Object.keys(zip.files);
  const bytes = async (name: string) => zip.file(name)!.async('nodebuffer');
  const sha1s: Record<string, string> = {};
  for (const name of files.filter((f) => f !== 'manifest.json' && f !== 'signature')) {
    sha1s[name] = createHash('sha1')
      .update(await bytes(name))
      .digest('hex');
  }
  const manifestBytes = await bytes('manifest.json');
  return {
    files,
    pass: JSON.parse((await bytes('pass.json')).toString('utf8')) as PassJson,
    manifest: JSON.parse(manifestBytes.toString('utf8')),
    signature: await bytes('signature'),
    sha1s,
  };
}

/** Throws unless `signature` is the test pass certificate's detached signature of the manifest. */
export async function verifyPassSignature(pkpass: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(pkpass);
  const manifest = await zip.file('manifest.json')!.async('nodebuffer');
  const signature = await zip.file('signature')!.async('nodebuffer');
  const { signer } = verifyDetachedSignature(signature, manifest, walletFile('ca-teste.pem'));
  return String(signer.subject.getField('CN')?.value);
}

/** The Google save link's JWT claims, verified with the stack's test public key. */
export async function verifiedGoogleJwt(url: string): Promise<GoogleClaims> {
  const prefix = 'https://pay.google.com/gp/v/save/';
  if (!url.startsWith(prefix)) throw new Error(`not a save link: ${url}`);
  const key = await importSPKI(walletFile('google-publica.pem'), 'RS256');
  const { payload } = await jwtVerify(url.slice(prefix.length), key, {
    audience: 'google',
    algorithms: ['RS256'],
  });
  return payload as GoogleClaims;
}
