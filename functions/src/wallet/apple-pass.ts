// "Adicionar à Apple Wallet": the signed .pkpass of a ticket, built by passkit-generator (pass.json,
// manifest.json with each file's SHA-1, and `signature`, the PKCS#7 detached signature of the
// manifest by the Pass Type ID certificate). An eventTicket with the event, the holder, the kind
// and the gates, and a QR of exactly the ticket's stored code. webServiceURL and
// authenticationToken let the phone register for updates (apple-web-service.ts): a cancelled
// ticket's pass, and a transferred ticket's old pass, come back `voided`.
import type { WalletPass } from '@gn/core/wallet-pass';
import { WALLET_MESSAGES } from '@gn/core/wallet-pass';
import { passImages } from './pass-images.ts';
import { passAuthenticationToken, type AppleSigning } from './wallet-secrets.ts';

const BRAND = 'rgb(91, 52, 242)';
const WHITE = 'rgb(255, 255, 255)';

export interface ApplePassOptions {
  signing: AppleSigning;
  /** the site's origin + /api/wallet/apple (Apple requires https in production) */
  webServiceURL: string;
  /** the pass no longer admits (cancelled, or the ticket went to someone else) */
  voided: boolean;
}

/** pass.json's fields beyond the ones passkit-generator sets from the certificates. */
function passProps(pass: WalletPass, o: ApplePassOptions) {
  return {
    formatVersion: 1 as const,
    serialNumber: pass.serial,
    passTypeIdentifier: o.signing.passTypeIdentifier,
    teamIdentifier: o.signing.teamIdentifier,
    organizationName: 'GN Ingressos',
    description: `Ingresso — ${pass.titulo}`,
    logoText: 'GN Ingressos',
    backgroundColor: BRAND,
    foregroundColor: WHITE,
    labelColor: 'rgb(221, 214, 254)',
    webServiceURL: o.webServiceURL,
    authenticationToken: passAuthenticationToken(o.signing, pass.serial),
    sharingProhibited: true,
    voided: o.voided,
    // Groups a buyer's tickets of one event in the wallet.
    groupingIdentifier: `evento-${pass.eventId}`,
  };
}

export async function renderApplePass(pass: WalletPass, o: ApplePassOptions): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const files: Record<string, Buffer> = {
    ...(await passImages()),
    'pass.json': Buffer.from(JSON.stringify({ eventTicket: {} })),
  };
  const pkpass = new PKPass(
    files,
    { signerCert: o.signing.signerCert, signerKey: o.signing.signerKey, wwdr: o.signing.wwdr },
    passProps(pass, o),
  );
  pkpass.type = 'eventTicket';
  pkpass.headerFields.push({ key: 'quando', label: 'DATA', value: pass.quando });
  pkpass.primaryFields.push({ key: 'evento', label: 'EVENTO', value: pass.titulo });
  pkpass.secondaryFields.push(
    { key: 'titular', label: 'TITULAR', value: pass.titular },
    { key: 'tipo', label: 'INGRESSO', value: pass.tipo },
  );
  pkpass.auxiliaryFields.push(
    { key: 'local', label: 'LOCAL', value: pass.local },
    {
      key: 'entrada',
      label: pass.entradas.length > 1 ? 'ENTRADAS' : 'ENTRADA',
      value: pass.entradas.join(', '),
    },
  );
  pkpass.backFields.push(
    { key: 'serial', label: 'Código do ingresso', value: pass.codigoSerial },
    ...(o.voided ? [{ key: 'situacao', label: 'Situação', value: WALLET_MESSAGES.voided }] : []),
    ...(pass.avisos.length > 0
      ? [{ key: 'avisos', label: 'Na entrada', value: `${pass.avisos.join(' · ')}: apresente o documento.` }]
      : []),
  );
  // The stored code, exactly as the door reads it; the serial is its readable line. A voided pass
  // has none (passAsIssued): nothing on it admits anyone.
  if (pass.codigo) {
    pkpass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: pass.codigo,
      messageEncoding: 'iso-8859-1',
      altText: pass.codigoSerial,
    });
  }
  if (pass.inicio) pkpass.setRelevantDate(pass.inicio);
  return pkpass.getAsBuffer();
}
