// The decoder the door uses reads our own ticket codes, drawn cleanly at the module sizes a phone
// camera sees (3 to 6 px per module). ZXing's JavaScript port, used before, missed some 8 in 100
// of these at 8 px and never read some at any size: a code held still before the camera stayed
// unread. The WebAssembly comes from node_modules here, from our own origin in the browser.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { issueTicketCode } from '@gn/core/server/ticket-code';
import { QR_READ_OPTIONS } from './qr-decoder';

const WIDTH = 640;
const HEIGHT = 480;

/** A grey camera-sized picture with `text`'s QR code in the middle, `module` px per module. */
function picture(text: string, module: number): ImageData {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = (size + 8) * module;
  const left = Math.floor((WIDTH - side) / 2) + 4 * module;
  const top = Math.floor((HEIGHT - side) / 2) + 4 * module;
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < module; dy++) {
        const start = ((top + row * module + dy) * WIDTH + left + col * module) * 4;
        data.fill(16, start, start + module * 4);
      }
    }
  }
  for (let alpha = 3; alpha < data.length; alpha += 4) data[alpha] = 255;
  return { data, width: WIDTH, height: HEIGHT, colorSpace: 'srgb' } as ImageData;
}

/** A GN2 code as tickets carry now (~280 characters: a version 12 QR, 65 modules a side). */
function ticketCode(): string {
  return issueTicketCode(randomBytes(16).toString('hex'), {
    ticketId: `${randomBytes(10).toString('hex')}-1`,
    serial: `TKT-${Date.now()}-${randomBytes(4).toString('hex').slice(0, 8).toUpperCase()}`,
    eventId: randomBytes(10).toString('hex'),
    tipo: 'Pista Premium',
    titular: 'Maria Aparecida da Conceição Silva',
    meia: true,
    lugarAcessivel: null,
  });
}

beforeAll(async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
});

describe('the door decoder (zxing-cpp) on our ticket codes', () => {
  // 6 px: the largest a 73-module code (with its quiet zone) fits a 480-pixel-high frame.
  it.each([3, 5, 6])('reads 150 of 150 random ticket codes at %i px per module', async (module) => {
    const unread: string[] = [];
    for (let n = 0; n < 150; n++) {
      const code = ticketCode();
      const [found] = await readBarcodes(picture(code, module), QR_READ_OPTIONS);
      if (!found?.isValid || found.text !== code) unread.push(code);
    }
    expect(unread).toEqual([]);
  });

  it('finds nothing in a picture without a code', async () => {
    const blank = picture('x', 1);
    blank.data.fill(235);
    expect(await readBarcodes(blank, QR_READ_OPTIONS)).toEqual([]);
  });
});
