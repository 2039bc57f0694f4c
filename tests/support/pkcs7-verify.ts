// Verifies a PKCS#7 detached signature (an Apple Wallet pass's `signature` over manifest.json)
// with node-forge, which signs PKCS#7 but does not verify it: the SignedData is walked by hand.
// Checks: the messageDigest attribute is the content's SHA-1 (or SHA-256), the signer's RSA
// signature over the DER of its authenticated attributes verifies with the certificate the
// signature carries, and that certificate was issued by the expected CA.
import forge from 'node-forge';

const { asn1 } = forge;
type Node = forge.asn1.Asn1;

const children = (node: Node): Node[] => (Array.isArray(node.value) ? node.value : []);
const bytesOf = (node: Node): string => (typeof node.value === 'string' ? node.value : '');
const isContext = (node: Node, tag: number) =>
  node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

export interface VerifiedSignature {
  signer: forge.pki.Certificate;
  digestAlgorithm: string;
}

/** Throws (with the reason) unless `signatureDer` is a valid detached signature of `content`. */
export function verifyDetachedSignature(
  signatureDer: Buffer,
  content: Buffer,
  caPem: string,
): VerifiedSignature {
  const contentInfo = asn1.fromDer(forge.util.createBuffer(signatureDer.toString('binary')));
  const [type, wrapped] = children(contentInfo);
  if (!type || asn1.derToOid(bytesOf(type)) !== forge.pki.oids.signedData)
    throw new Error('not a SignedData');
  const signedData = children(wrapped!)[0]!;
  const parts = children(signedData);
  const inner = parts[2]!;
  if (children(inner).length > 1) throw new Error('not detached: the content is inside the signature');
  const certs = children(parts.find((p) => isContext(p, 0))!).map((c) => forge.pki.certificateFromAsn1(c));
  const signerInfos = children(parts[parts.length - 1]!);
  if (signerInfos.length !== 1) throw new Error(`expected one signer, got ${signerInfos.length}`);
  const info = children(signerInfos[0]!);
  const serial = forge.util.createBuffer(bytesOf(children(info[1]!)[1]!)).toHex();
  const digestAlgorithm = asn1.derToOid(bytesOf(children(info[2]!)[0]!));
  const attributes = info.find((p) => isContext(p, 0));
  if (!attributes) throw new Error('no authenticated attributes');
  const signature = bytesOf(info[info.length - 1]!);

  const md = digestAlgorithm === forge.pki.oids.sha256 ? forge.md.sha256 : forge.md.sha1;
  const digestOf = (bytes: string) => md.create().update(bytes).digest().bytes();
  const messageDigest = children(attributes).find(
    (attr) => asn1.derToOid(bytesOf(children(attr)[0]!)) === forge.pki.oids.messageDigest,
  );
  if (!messageDigest) throw new Error('no messageDigest attribute');
  const stated = bytesOf(children(children(messageDigest)[1]!)[0]!);
  if (stated !== digestOf(content.toString('binary')))
    throw new Error('messageDigest ≠ digest of the content');

  const signer = certs.find(
    (c) => forge.util.createBuffer(forge.util.hexToBytes(c.serialNumber)).toHex() === serial,
  );
  if (!signer) throw new Error('the signer certificate is not in the signature');
  // What was signed: the authenticated attributes DER-encoded as a SET (RFC 2315, 9.3).
  const signedBytes = asn1
    .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(attributes)))
    .getBytes();
  const publicKey = signer.publicKey as forge.pki.rsa.PublicKey;
  if (!publicKey.verify(digestOf(signedBytes), signature))
    throw new Error('the RSA signature does not verify');
  const ca = forge.pki.certificateFromPem(caPem);
  if (!ca.verify(signer)) throw new Error('the signer certificate was not issued by the expected CA');
  return { signer, digestAlgorithm };
}
