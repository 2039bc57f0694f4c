// PIX BR Code, boleto check digits and the hand-written PDF.
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../functions/src/tickets/pdf-testing.ts';
import {
  boletoPdf,
  dueFactor,
  formatLinhaDigitavel,
  itfBars,
  makeBoleto,
  mod10,
  mod11Barcode,
} from './boleto.mjs';
import { crc16, pixPayload } from './pix.mjs';
import { cardBrand, isValidCpfCnpj, luhnValid, toCentavos, toReais } from './util.mjs';

/** Parses TLV fields of a BR Code. */
function tlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    out.set(id, text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('PIX BR Code', () => {
  it('CRC16/CCITT-FALSE of the check string', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is a parseable TLV with the fields banks expect', () => {
    const payload = pixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      valueCentavos: 12790,
      merchantName: 'GN Ingressos Sandbox de Testes Muito Longo',
      merchantCity: 'São Paulo',
      txid: 'GN-abc_123',
    });
    const f = tlv(payload);
    expect(f.get('00')).toBe('01');
    expect(f.get('53')).toBe('986');
    expect(f.get('54')).toBe('127.90');
    expect(f.get('58')).toBe('BR');
    expect(f.get('59')?.length).toBeLessThanOrEqual(25);
    expect(f.get('60')).toBe('SAO PAULO');
    expect(tlv(f.get('26') ?? '').get('00')).toBe('br.gov.bcb.pix');
    expect(tlv(f.get('62') ?? '').get('05')).toBe('GNabc123');
    expect(f.get('63')).toBe(crc16(payload.slice(0, -4)));
  });
});

describe('boleto', () => {
  it('FEBRABAN modulo 10 and 11', () => {
    expect(mod10('001905009')).toBe(5);
    // a digit sequence whose sum is a multiple of 11 gets 1, never 0 or 10
    for (let i = 0; i < 200; i++) {
      const dv = mod11Barcode(String(i).padStart(43, '7'));
      expect(dv).toBeGreaterThanOrEqual(1);
      expect(dv).toBeLessThanOrEqual(9);
    }
  });

  it('due factor restarts at 1000 on 2025-02-22', () => {
    expect(dueFactor('2000-07-03')).toBe(1000);
    expect(dueFactor('2025-02-21')).toBe(9999);
    expect(dueFactor('2025-02-22')).toBe(1000);
    expect(dueFactor('2025-02-23')).toBe(1001);
  });

  it('linha digitável and bar code agree', () => {
    const b = makeBoleto({
      valueCentavos: 12790,
      dueDate: '2026-06-01',
      freeField: '1234567890123456789012345',
    });
    expect(b.barCode).toHaveLength(44);
    expect(b.identificationField).toHaveLength(47);
    const f = b.identificationField;
    expect(Number(f[9])).toBe(mod10(f.slice(0, 9)));
    expect(Number(f[20])).toBe(mod10(f.slice(10, 20)));
    expect(Number(f[31])).toBe(mod10(f.slice(21, 31)));
    expect(f[32]).toBe(b.barCode[4]);
    expect(f.slice(33)).toBe(`${dueFactor('2026-06-01')}0000012790`);
    expect(Number(b.barCode[4])).toBe(mod11Barcode(b.barCode.slice(0, 4) + b.barCode.slice(5)));
    expect(formatLinhaDigitavel(f)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it('the PDF shows every field, the linha digitável and the bar code of the payment', async () => {
    const boleto = makeBoleto({ valueCentavos: 12790, dueDate: '2026-06-01' });
    const pdf = await boletoPdf({
      id: 'pay_abc',
      invoiceNumber: '00000001',
      dueDate: '2026-06-01',
      description: 'Ingresso (pista) – show',
      valueCentavos: 12790,
      customerName: 'José da Conceição',
      beneficiary: 'GN Ingressos (sandbox)',
      boleto,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    for (const shown of [
      'Boleto bancário (SIMULADO)',
      'José da Conceição',
      'Ingresso (pista) – show',
      '01/06/2026',
      'pay_abc',
      formatLinhaDigitavel(boleto.identificationField),
    ]) {
      expect(text).toContain(shown);
    }
    // pdfjs reads the no-break space of 'R$ 127,90' back as a plain one.
    expect(text).toMatch(/R\$\s127,90/);
    expect(pdf.length).toBeLessThan(20_000);
  });

  it('the bar code is Interleaved 2 of 5: it reads back as the 44 digits', () => {
    const { barCode } = makeBoleto({ valueCentavos: 12790, dueDate: '2026-06-01' });
    const bars = itfBars(barCode, 1);
    // Elements (bars and the spaces between them) as narrow (n) or wide (w), start and stop off.
    const elements: string[] = [];
    bars.forEach((bar, i) => {
      elements.push(bar.width > 1 ? 'w' : 'n');
      const next = bars[i + 1];
      if (next) elements.push(next.x - (bar.x + bar.width) > 1 ? 'w' : 'n');
    });
    expect(elements.slice(0, 3).join('')).toBe('nnn');
    expect(elements.slice(-3).join('')).toBe('wnn');
    const body = elements.slice(4, -3);
    const ITF = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
    let digits = '';
    for (let i = 0; i < body.length; i += 10) {
      const pair = body.slice(i, i + 10);
      digits += ITF.indexOf(pair.filter((_, k) => k % 2 === 0).join(''));
      digits += ITF.indexOf(pair.filter((_, k) => k % 2 === 1).join(''));
    }
    expect(digits).toBe(barCode);
  });
});

describe('helpers', () => {
  it('money at the API edge', () => {
    expect(toCentavos(127.9)).toBe(12790);
    expect(toCentavos(0.01)).toBe(1);
    expect(toCentavos(10)).toBe(1000);
    expect(toCentavos(1.005)).toBeNull();
    expect(toCentavos('10')).toBeNull();
    expect(toReais(12790)).toBe(127.9);
  });

  it('CPF / CNPJ check digits', () => {
    expect(isValidCpfCnpj('11144477735')).toBe(true);
    expect(isValidCpfCnpj('11144477736')).toBe(false);
    expect(isValidCpfCnpj('11111111111')).toBe(false);
    expect(isValidCpfCnpj('11222333000181')).toBe(true);
    expect(isValidCpfCnpj('11222333000182')).toBe(false);
  });

  it('cards', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('6362970000457013')).toBe('ELO');
  });
});
