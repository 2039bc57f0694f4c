// Test-only reader of the ticket PDFs (never imported by the functions' entry point): the text of
// each page and what the QR images on it decode to, read the way a viewer and a scanner would.
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPageContent {
  text: string;
  /** the decoded payload of every QR image drawn on the page */
  qrCodes: string[];
}

interface RawImage {
  width: number;
  height: number;
  /** pdfjs ImageKind: 1 = grayscale 1 bpp, 2 = RGB 24 bpp, 3 = RGBA 32 bpp */
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

function toRgba(image: RawImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  if (image.kind === 3) return new Uint8ClampedArray(image.data);
  const out = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    let r: number, g: number, b: number;
    if (image.kind === 2) {
      [r, g, b] = [image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!];
    } else {
      // 1 bpp rows padded to whole bytes; a set bit is white.
      const rowBytes = Math.ceil(image.width / 8);
      const x = p % image.width;
      const y = Math.floor(p / image.width);
      const bit = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      r = g = b = bit ? 255 : 0;
    }
    out.set([r, g, b, 255], p * 4);
  }
  return out;
}

function objectOf(objs: { get(name: string, cb: (value: unknown) => void): void }, name: string) {
  return new Promise<RawImage>((resolve) => objs.get(name, (value) => resolve(value as RawImage)));
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPageContent[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPageContent[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    const ops = await page.getOperatorList();
    const qrCodes: string[] = [];
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const image = await objectOf(page.objs, ops.argsArray[i][0] as string);
      const found = jsQR(toRgba(image), image.width, image.height);
      if (found) qrCodes.push(found.data);
    }
    pages.push({ text, qrCodes });
  }
  await pdf.destroy();
  return pages;
}
