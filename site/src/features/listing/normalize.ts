// Search text folding, shared by the build (data-search attributes) and the browser (the query):
// lower case, accents dropped, punctuation as spaces, spaces collapsed. 'Brasília' and 'BRASILIA'
// both give 'brasilia'; 'Meia-entrada' and 'meia entrada' both give 'meia entrada'.
export function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
