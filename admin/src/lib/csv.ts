// CSV files that open correctly in Excel pt-BR: UTF-8 with a byte-order mark (else Excel reads
// the accents as Windows-1252), ';' between fields (',' is the decimal separator there), CRLF
// line ends. Fields with ';', '"' or a line break are quoted, quotes doubled (Papa Parse).
// Text that Excel would run as a formula (=, +, -, @ ...) gets a leading apostrophe, except
// plain numbers such as -5 or -2,5.
import Papa from 'papaparse';
import { slugify } from '@gn/core/slug';
import { saveBlob } from '@gn/core/browser/download';

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r](?!\d+(?:[.,]\d+)?$)/;

/** Rows (the first one usually the header) → the file's text, BOM included. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  const data = rows.map((row) => row.map((value) => (value == null ? '' : value)));
  const body = Papa.unparse(data as unknown[][], {
    delimiter: CSV_DELIMITER,
    newline: CSV_NEWLINE,
    quoteChar: '"',
    escapeChar: '"',
    escapeFormulae: FORMULA_START,
  });
  return CSV_BOM + body;
}

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Centavos → '1.234,56': pt-BR spreadsheets read it as a number (the exports' money columns). */
export function csvMoney(centavos: number): string {
  return decimal.format(centavos / 100);
}

/** 'Categorias de Corrida' → 'categorias-de-corrida.csv' (parts joined by '-'). */
export function csvFileName(...parts: string[]): string {
  const name = parts.map(slugify).filter(Boolean).join('-');
  return `${name || 'tabela'}.csv`;
}

/** Starts the browser download of CSV text (the BOM is already in it). */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
