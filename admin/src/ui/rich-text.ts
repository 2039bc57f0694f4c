// Pure text edits behind the description / body editor's toolbar: each takes the textarea's
// value and selection and returns the new value and the selection to restore. Unit-tested.
import { sanitizeHtml } from '@gn/core/html/sanitize';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection in `before`…`after`; with nothing selected, inserts `placeholder` wrapped and selects it. */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  before: string,
  after: string,
  placeholder = 'texto',
): TextEdit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  const selectionStart = start + before.length;
  return { value: next, selectionStart, selectionEnd: selectionStart + selected.length };
}

/** Each non-empty selected line becomes an <li> of one <ul>. */
export function wrapList(value: string, start: number, end: number): TextEdit {
  const selected = value.slice(start, end);
  const lines = selected
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const items = (lines.length > 0 ? lines : ['item']).map((line) => `  <li>${line}</li>`).join('\n');
  const block = `<ul>\n${items}\n</ul>`;
  const next = value.slice(0, start) + block + value.slice(end);
  return { value: next, selectionStart: start, selectionEnd: start + block.length };
}

/** A link around the selection with the URL selected, ready to be typed over. */
export function wrapLink(value: string, start: number, end: number, url = 'https://'): TextEdit {
  const text = value.slice(start, end) || 'link';
  const open = `<a href="${url}">`;
  const next = `${value.slice(0, start)}${open}${text}</a>${value.slice(end)}`;
  const urlStart = start + '<a href="'.length;
  return { value: next, selectionStart: urlStart, selectionEnd: urlStart + url.length };
}

const STARTS_WITH_BLOCK = /^<(p|h[1-6]|ul|ol|li|blockquote|table|pre|div|figure|hr)\b/i;

/**
 * Blocks separated by blank lines that do not start with a block tag become <p> paragraphs
 * (single line breaks inside become <br>), so the site shows the paragraphs the admin typed.
 * Blocks that already are HTML blocks (<h2>, <ul>, <p>...) are kept as they are.
 */
export function paragraphs(value: string): string {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => (STARTS_WITH_BLOCK.test(block) ? block : `<p>${block.replace(/\r?\n/g, '<br>')}</p>`))
    .join('\n');
}

/** The HTML that is saved (and previewed): blank-line paragraphs made <p>, then the site's sanitiser. */
export function editorHtml(value: string): string {
  return sanitizeHtml(paragraphs(value));
}
