// The editor's toolbar edits and the paragraphs made of blank-line separated text.
import { describe, expect, it } from 'vitest';
import { paragraphs, wrapLink, wrapList, wrapSelection } from './rich-text';

describe('wrapSelection', () => {
  it('wraps the selected text and keeps it selected', () => {
    const edit = wrapSelection('um dois três', 3, 7, '<strong>', '</strong>');
    expect(edit.value).toBe('um <strong>dois</strong> três');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('dois');
  });

  it('inserts a placeholder when nothing is selected', () => {
    const edit = wrapSelection('ab', 1, 1, '<em>', '</em>');
    expect(edit.value).toBe('a<em>texto</em>b');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('texto');
  });
});

describe('wrapList', () => {
  it('turns each selected line into an item', () => {
    const text = 'Inclui:\nbebidas\n\ncomida\n';
    const edit = wrapList(text, 8, text.length);
    expect(edit.value).toBe('Inclui:\n<ul>\n  <li>bebidas</li>\n  <li>comida</li>\n</ul>');
  });
});

describe('wrapLink', () => {
  it('selects the URL to type over', () => {
    const edit = wrapLink('veja aqui', 5, 9);
    expect(edit.value).toBe('veja <a href="https://">aqui</a>');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });
});

describe('paragraphs', () => {
  it('wraps plain text blocks in <p>', () => {
    expect(paragraphs('Olá\nmundo\n\nFim')).toBe('<p>Olá<br>mundo</p>\n<p>Fim</p>');
  });
  it('keeps inline tags inside the paragraphs', () => {
    expect(paragraphs('a <strong>b</strong>\n\nc')).toBe('<p>a <strong>b</strong></p>\n<p>c</p>');
  });
  it('keeps HTML blocks and wraps the plain ones', () => {
    expect(paragraphs('<h2>T</h2>\n\ntexto\n\n<ul>\n<li>a</li>\n</ul>')).toBe(
      '<h2>T</h2>\n<p>texto</p>\n<ul>\n<li>a</li>\n</ul>',
    );
  });
  it('is idempotent on its own output', () => {
    const once = paragraphs('a\n\nb');
    expect(paragraphs(once)).toBe(once);
  });
});
