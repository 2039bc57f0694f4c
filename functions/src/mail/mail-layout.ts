// The HTML shell every e-mail of the shop shares: the brand bar, the greeting, a body, the button
// to the customer's tickets, and the meia-entrada notice box. Values are escaped by the callers
// (`h`); the body is HTML they built from escaped values.
import escapeHtml from 'escape-html';

/** Escapes any value for the HTML of an e-mail. */
export const h = (value: unknown): string => escapeHtml(String(value));

/** The highlighted notice box (e.g. the meia-entrada document), already escaped. */
export function noticeBox(text: string): string {
  return `<p style="padding:10px 12px;background:#eeeaff;border-radius:6px"><strong>${h(text)}</strong></p>`;
}

export function mailHtml(input: {
  title: string;
  greetingName: string;
  body: string;
  link: string;
  /** the button's words; 'Ver meus ingressos' unless the mail leads elsewhere */
  linkLabel?: string;
}): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${h(input.title)}</title></head>
<body style="margin:0;background:#f7f6fb;font-family:Helvetica,Arial,sans-serif;color:#16131f">
  <div style="max-width:600px;margin:0 auto;background:#ffffff">
    <div style="background:#5b34f2;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold">GN Ingressos</div>
    <div style="padding:8px 24px 24px">
      <p style="font-size:16px">Olá, ${h(input.greetingName)}!</p>
      ${input.body}
      <p><a href="${h(input.link)}" style="display:inline-block;background:#5b34f2;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${h(input.linkLabel ?? 'Ver meus ingressos')}</a></p>
    </div>
  </div>
</body></html>`;
}
