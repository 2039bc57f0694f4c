// The shell of every sandbox page: the 'ambiente de testes' banner, the styles and the copy
// buttons' script, both allowed by the page's nonce (the pages send a strict CSP).
import { escapeText as h } from './util.mjs';

const CSS = `
:root{color-scheme:light;--fg:#1d2433;--muted:#4b5565;--line:#d0d5dd;--bg:#f4f6fa;--card:#fff;--primary:#0b57b7;--primary-fg:#fff;--danger:#b42318;--ok:#067647}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.sandbox{background:#fef0c7;color:#7a2e0e;text-align:center;padding:.5rem 1rem;font-size:.9rem}
main{max-width:40rem;margin:1.5rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem 1.5rem;margin-bottom:1rem}
h1{font-size:1.4rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
.merchant{color:var(--muted);margin:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}dt{color:var(--muted)}dd{margin:0;font-weight:600}
.amount{font-size:1.6rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #98a2b3;border-radius:8px;background:#fff;color:var(--fg)}
textarea{font-family:ui-monospace,monospace;font-size:.85rem;resize:vertical}
.row{display:flex;gap:1rem}.row>div{flex:1}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.1rem;border-radius:8px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.primary{background:var(--primary);color:var(--primary-fg)}.secondary{background:#fff;color:var(--primary);border-color:var(--primary)}.danger{background:#fff;color:var(--danger);border-color:var(--danger)}
:focus-visible{outline:3px solid #f79009;outline-offset:2px}
.qr{display:block;margin:0 auto;width:240px;height:240px;image-rendering:pixelated}
code.linha{display:block;font-size:1rem;overflow-wrap:anywhere;background:var(--bg);padding:.6rem;border-radius:8px}
.notice{border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem;font-weight:600}
.notice.ok{background:#dcfae6;color:var(--ok)}.notice.error{background:#fee4e2;color:var(--danger)}.notice.info{background:#eef4ff;color:#1d3b8b}
.errors{color:var(--danger);margin:.5rem 0 0;padding-left:1.2rem}
fieldset{border:0;margin:.75rem 0 0;padding:0}legend{font-weight:600;padding:0;margin-bottom:.25rem}.choice{display:flex;align-items:center;gap:.5rem;margin:.35rem 0}.choice input{width:1.25rem;height:1.25rem;margin:0}.choice label{margin:0;font-weight:400}.field-error{color:var(--danger);margin:.25rem 0 0;font-weight:600}
.hint{color:var(--muted);font-size:.9rem}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.4rem;border-bottom:1px solid var(--line)}
@media (max-width:480px){.row{flex-direction:column;gap:0}dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
`;

const COPY_SCRIPT = `
for (const button of document.querySelectorAll('[data-copy]')) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    const field = document.getElementById(button.dataset.copy);
    const status = document.getElementById(button.dataset.copy + '-status');
    try { await navigator.clipboard.writeText(field.value); } catch { field.select(); document.execCommand('copy'); }
    status.textContent = 'Código copiado.';
  });
}
`;

/** @param {{ title: string, body: string, nonce: string }} o */
export function layout(o) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${h(o.title)}</title>
<style nonce="${o.nonce}">${CSS}</style>
</head>
<body>
<p class="sandbox">Ambiente de testes local (sandbox do Asaas): nenhum valor real é cobrado.</p>
<main>
${o.body}
</main>
<script nonce="${o.nonce}">${COPY_SCRIPT}</script>
</body>
</html>`;
}
