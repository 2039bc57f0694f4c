// CSV for Excel pt-BR: BOM, ';', CRLF, quoting, formulas neutralised, file names from slugs.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvFileName, csvMoney, toCsv } from './csv';

describe('toCsv (Excel pt-BR)', () => {
  it('starts with the UTF-8 BOM, separates with ";" and ends lines with CRLF', () => {
    const csv = toCsv([
      ['Categoria', 'Distância (km)'],
      ['Meia maratona', '21,1'],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFCategoria;Distância (km)\r\nMeia maratona;21,1');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with ";", quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv([['a;b', 'diz "olá"', 'linha 1\nlinha 2', 'linha\r\nWindows', 'simples']]);
    expect(csv).toBe(`${CSV_BOM}"a;b";"diz ""olá""";"linha 1\nlinha 2";"linha\r\nWindows";simples`);
  });

  it('does not quote commas (they are decimal separators in pt-BR)', () => {
    expect(toCsv([['1,5', 'a, b']])).toBe(`${CSV_BOM}1,5;a, b`);
  });

  it('writes null and undefined as empty fields and keeps numbers', () => {
    expect(toCsv([['x', null, undefined, 42, '']])).toBe(`${CSV_BOM}x;;;42;`);
  });

  it('neutralises formulas but not negative numbers', () => {
    const csv = toCsv([['=HYPERLINK("http://x")', '+1+2', '@SUM(A1)', '-5', '-2,5', '-abc']]);
    expect(csv).toBe(`${CSV_BOM}"'=HYPERLINK(""http://x"")";"'+1+2";"'@SUM(A1)";-5;-2,5;"'-abc"`);
  });

  it('round-trips through a CSV parser', () => {
    const rows = [
      ['Coluna', 'Largada - Bat.1'],
      ['texto; com "aspas"\ne quebra', '07:00'],
    ];
    const parsed = Papa.parse<string[]>(toCsv(rows).slice(1), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(rows);
  });

  it('an empty table is only the BOM', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});

describe('csvFileName', () => {
  it('slugs and joins the parts', () => {
    expect(csvFileName('Categorias de Corrida')).toBe('categorias-de-corrida.csv');
    expect(csvFileName('Setores', 'Noite de Samba na Lapa')).toBe('setores-noite-de-samba-na-lapa.csv');
    expect(csvFileName('!!!')).toBe('tabela.csv');
  });
});

describe('csvMoney', () => {
  it('writes centavos as pt-BR reais with two decimals', () => {
    expect(csvMoney(123456)).toBe('1.234,56');
    expect(csvMoney(5000)).toBe('50,00');
    expect(csvMoney(0)).toBe('0,00');
  });
});
