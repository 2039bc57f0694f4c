// Search text folding, shared by the build (data-search attributes) and the browser (the query):
// lower case, accents dropped, punctuation as spaces, spaces collapsed. 'Brasília' and 'BRASILIA'
// both give 'brasilia'; 'Meia-entrada' and 'meia entrada' both give 'meia entrada'.
import { foldAccents } from '@gn/core/text';

export function foldSearch(text: string): string {
  return foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
