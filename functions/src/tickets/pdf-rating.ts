// The age rating on a ticket's page (ECA art. 74): the Ministry's coloured square with 'L' or the
// age, 'Classificação indicativa: 16 anos' beside it and the rule for minors under that (two
// lines at most, so the QR keeps its place). Nothing for a ticket issued without one (its event
// had none, or came before the field).
import { AGE_RATING_STYLES, ageRatingText } from '@gn/core/age-rating';
import type { StoredTicket } from '@gn/core/stored/ticket';

const SQUARE = 20;
const GAP = 8;

export function drawAgeRating(
  doc: PDFKit.PDFDocument,
  evento: Pick<StoredTicket['evento'], 'classificacao_indicativa' | 'regra_menores'>,
  x: number,
  width: number,
  colors: { ink: string; muted: string },
): void {
  const rating = evento.classificacao_indicativa;
  if (!rating) return;
  const style = AGE_RATING_STYLES[rating];
  const top = doc.y + 6;
  const textX = x + SQUARE + GAP;
  const textWidth = width - SQUARE - GAP;
  doc.rect(x, top, SQUARE, SQUARE).fill(style.background);
  doc
    .fillColor(style.foreground)
    .font('Helvetica-Bold')
    .fontSize(style.symbol.length > 1 ? 10 : 12)
    .text(style.symbol, x, top + 5, { width: SQUARE, align: 'center', lineBreak: false });
  doc
    .fillColor(colors.ink)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(ageRatingText(rating), textX, top + 5, { width: textWidth, lineBreak: false });
  let bottom = top + SQUARE;
  if (evento.regra_menores) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colors.muted)
      .text(evento.regra_menores, textX, top + 20, { width: textWidth, height: 24, ellipsis: true });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = x;
  doc.y = bottom;
}
