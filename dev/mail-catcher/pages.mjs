// The catcher's web inbox: a list of messages (newest first) and one message's view. Plain HTML
// with inline CSS that follows the system's light or dark theme; the only script reloads the list
// when a new message arrives.
import escapeHtml from 'escape-html';

/** @param {unknown} value */
const h = (value) => escapeHtml(String(value));

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/** @param {number} bytes */
function size(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

const STYLE = `
  :root { color-scheme: light dark; --bg:#f7f6fb; --card:#fff; --ink:#16131f; --muted:#57536a;
    --line:#e4e1ef; --accent:#4f2bd9; }
  @media (prefers-color-scheme: dark) { :root { --bg:#0b0a12; --card:#15131f; --ink:#f3f1ff;
    --muted:#b3aec6; --line:#2a2739; --accent:#b9abff; } }
  * { box-sizing: border-box; }
  body { margin:0; background:var(--bg); color:var(--ink);
    font:15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  header { display:flex; flex-wrap:wrap; gap:8px 16px; align-items:center; justify-content:space-between;
    padding:16px 20px; border-bottom:1px solid var(--line); background:var(--card); }
  header h1 { margin:0; font-size:18px; }
  main { max-width:1100px; margin:0 auto; padding:16px 20px 40px; }
  a { color:var(--accent); }
  button { font:inherit; padding:6px 12px; border-radius:6px; border:1px solid var(--line);
    background:var(--card); color:var(--ink); cursor:pointer; }
  button:focus-visible, a:focus-visible { outline:2px solid var(--accent); outline-offset:2px; }
  table { width:100%; border-collapse:collapse; background:var(--card); border:1px solid var(--line); }
  th, td { text-align:left; padding:10px 12px; border-bottom:1px solid var(--line); vertical-align:top;
    overflow-wrap:anywhere; }
  th { font-size:13px; color:var(--muted); font-weight:600; }
  td.date { white-space:nowrap; color:var(--muted); }
  .muted { color:var(--muted); }
  dl { display:grid; grid-template-columns:max-content 1fr; gap:4px 12px; margin:0 0 16px;
    background:var(--card); border:1px solid var(--line); padding:12px; border-radius:8px; }
  dt { color:var(--muted); } dd { margin:0; overflow-wrap:anywhere; }
  iframe { width:100%; height:70vh; border:1px solid var(--line); border-radius:8px; background:#fff; }
  pre { white-space:pre-wrap; overflow-wrap:anywhere; background:var(--card); border:1px solid var(--line);
    padding:12px; border-radius:8px; }
  @media (max-width: 640px) {
    table, tbody, tr, td { display:block; } thead { display:none; }
    tr { border-bottom:1px solid var(--line); padding:8px 0; } td { border:0; padding:2px 12px; }
  }
`;

/** @param {string} title @param {string} body @param {string} [script] */
function page(title, body, script = '') {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title><style>${STYLE}</style></head>
<body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** @typedef {import('./store.mjs').StoredMessage} StoredMessage */

/** @param {StoredMessage[]} messages newest first */
export function inboxPage(messages) {
  const rows = messages
    .map(
      (m) => `<tr>
        <td><a href="/messages/${h(m.id)}">${h(m.subject || '(sem assunto)')}</a>${
          m.attachments.length ? ` <span class="muted">· ${m.attachments.length} anexo(s)</span>` : ''
        }</td>
        <td>${h(m.from)}</td><td>${h(m.to)}</td>
        <td class="date"><time datetime="${h(m.date)}">${h(dateFormat.format(new Date(m.date)))}</time></td>
      </tr>`,
    )
    .join('');
  const list = messages.length
    ? `<p class="muted">${messages.length} mensagem(ns), mais recentes primeiro</p>
      <table><thead><tr><th scope="col">Assunto</th><th scope="col">De</th><th scope="col">Para</th><th scope="col">Data</th></tr></thead>
        <tbody>${rows}</tbody></table>`
    : '<p class="muted">Nenhuma mensagem ainda. Os e-mails enviados pelas functions locais aparecem aqui.</p>';
  // Reload when the count changes (a new message, or the inbox was emptied elsewhere).
  const script = `const n=${messages.length};setInterval(async()=>{try{const r=await fetch('/api/messages');
    if((await r.json()).length!==n)location.reload();}catch{}},3000);`;
  return page(
    'Caixa de e-mail local — GN Ingressos',
    `<header><h1>Caixa de e-mail local</h1>
      <form method="post" action="/clear"><button type="submit">Apagar todas</button></form></header>
      <main>${list}</main>`,
    script,
  );
}

/** @param {StoredMessage} m */
export function messagePage(m) {
  const attachments = m.attachments.length
    ? `<h2 style="font-size:16px">Anexos</h2><ul>${m.attachments
        .map(
          (a, i) =>
            `<li><a href="/api/messages/${h(m.id)}/attachments/${i}" download="${h(a.filename)}">${h(a.filename)}</a>
            <span class="muted">(${h(a.contentType)}, ${size(a.size)})</span></li>`,
        )
        .join('')}</ul>`
    : '';
  // The HTML body is untrusted: a sandboxed iframe (no scripts, no same-origin) on its own URL.
  const body = m.html
    ? `<iframe title="Corpo da mensagem" sandbox src="/messages/${h(m.id)}/html"></iframe>`
    : `<pre>${h(m.text)}</pre>`;
  return page(
    `${m.subject || '(sem assunto)'} — Caixa de e-mail local`,
    `<header><h1>${h(m.subject || '(sem assunto)')}</h1><a href="/">← Voltar à caixa</a></header>
    <main><dl><dt>De</dt><dd>${h(m.from)}</dd><dt>Para</dt><dd>${h(m.to)}</dd>
      <dt>Data</dt><dd>${h(dateFormat.format(new Date(m.date)))}</dd></dl>
      ${attachments}${body}
      ${m.html ? `<details><summary>Versão texto</summary><pre>${h(m.text)}</pre></details>` : ''}</main>`,
  );
}

export function notFoundPage() {
  return page(
    'Mensagem não encontrada',
    '<main><h1>Mensagem não encontrada</h1><p><a href="/">Voltar à caixa</a></p></main>',
  );
}
