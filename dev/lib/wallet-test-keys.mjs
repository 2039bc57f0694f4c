// The wallets' TEST signing material of the local stacks, made once into the local data folder
// (.data/wallet-teste/) at the first stack start and kept: a test CA standing in for Apple's WWDR
// certificate, a pass certificate it issued (RSA 2048, SHA-256, subject UID = the test Pass Type
// ID), and an RSA key with a made-up service account standing in for Google's. Keys come from
// node:crypto, certificates from node-forge (both local: nothing is downloaded). No phone trusts
// these: they let the stack sign, and the tests verify, exactly as production does with the real
// secrets (README, "Deploying"). Handed to the functions as functions/.secret.local lines.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { ROOT } from './proc.mjs';

export const LOCAL_PASS_TYPE_ID = 'pass.br.com.gningressos.teste';
export const LOCAL_TEAM_ID = 'GNTESTE000';
export const LOCAL_GOOGLE_ISSUER_ID = '3388000000000000000';
const LOCAL_GOOGLE_CLIENT_EMAIL = 'carteira-teste@demo-gn-ingressos.iam.gserviceaccount.com';

/** The folder every local stack of this checkout signs with (tests read the public halves). */
export const WALLET_TEST_DIR = path.join(ROOT, '.data', 'wallet-teste');

const FILES = {
  ca: 'ca-teste.pem',
  passCert: 'passe-certificado.pem',
  passKey: 'passe-chave.pem',
  googleKey: 'google-chave.pem',
  googlePublic: 'google-publica.pem',
};

function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function certificate({ subject, issuer, publicKeyPem, signingKeyPem, extensions }) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  cert.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

function generate(dir) {
  const ca = rsaKeys();
  const caName = [
    { name: 'commonName', value: 'GN Ingressos TESTE - CA de passes (nao e da Apple)' },
    { name: 'organizationName', value: 'GN Ingressos (TESTE)' },
    { name: 'countryName', value: 'BR' },
  ];
  const caPem = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: ca.publicKey,
    signingKeyPem: ca.privateKey,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const pass = rsaKeys();
  const passPem = certificate({
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: LOCAL_PASS_TYPE_ID },
      { name: 'commonName', value: `Pass Type ID: ${LOCAL_PASS_TYPE_ID}` },
      { name: 'organizationalUnitName', value: LOCAL_TEAM_ID },
      { name: 'organizationName', value: 'GN Ingressos (TESTE)' },
      { name: 'countryName', value: 'BR' },
    ],
    issuer: caName,
    publicKeyPem: pass.publicKey,
    signingKeyPem: ca.privateKey,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  });
  const google = rsaKeys();
  mkdirSync(dir, { recursive: true });
  // passkit-generator reads the key with node-forge's RSA reader: PKCS#1 PEM.
  const passKeyPkcs1 = forge.pki.privateKeyToPem(forge.pki.privateKeyFromPem(pass.privateKey));
  writeFileSync(path.join(dir, FILES.ca), caPem);
  writeFileSync(path.join(dir, FILES.passCert), passPem);
  writeFileSync(path.join(dir, FILES.passKey), passKeyPkcs1, { mode: 0o600 });
  writeFileSync(path.join(dir, FILES.googleKey), google.privateKey, { mode: 0o600 });
  writeFileSync(path.join(dir, FILES.googlePublic), google.publicKey);
}

/** Makes the test material once (several stacks may start at once: the first rename wins). */
export function ensureWalletTestKeys(dir = WALLET_TEST_DIR) {
  if (existsSync(path.join(dir, FILES.googlePublic))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  generate(tmp);
  try {
    renameSync(tmp, dir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(path.join(dir, FILES.googlePublic))) throw error;
  }
  return dir;
}

const b64 = (text) => Buffer.from(text).toString('base64');

/** functions/.secret.local's wallet lines (one line each: the PEMs and the JSON key in base64). */
export function walletSecretLines(dir = ensureWalletTestKeys()) {
  const read = (name) => readFileSync(path.join(dir, FILES[name]), 'utf8');
  const serviceAccount = {
    type: 'service_account',
    client_email: LOCAL_GOOGLE_CLIENT_EMAIL,
    private_key: read('googleKey'),
  };
  return (
    `APPLE_PASS_CERT=${b64(read('passCert'))}\nAPPLE_PASS_KEY=${b64(read('passKey'))}\n` +
    `APPLE_WWDR_CERT=${b64(read('ca'))}\nAPPLE_PASS_TYPE_ID=${LOCAL_PASS_TYPE_ID}\n` +
    `APPLE_TEAM_ID=${LOCAL_TEAM_ID}\nGOOGLE_WALLET_ISSUER_ID=${LOCAL_GOOGLE_ISSUER_ID}\n` +
    `GOOGLE_WALLET_SA_KEY=${b64(JSON.stringify(serviceAccount))}\n`
  );
}
