import type { OutboxRow } from '../../platform/mail/mailer';

/** The dev mailbox as plain HTML (no script: the CSP forbids inline scripts, and none is needed). */
export function renderMailbox(messages: OutboxRow[], opts: { selected?: OutboxRow; to?: string }) {
  const { selected, to } = opts;
  const list = messages.length
    ? messages
        .map((m) => {
          const q = new URLSearchParams({ id: String(m.id), ...(to ? { to } : {}) });
          const current = selected?.id === m.id ? ' aria-current="true"' : '';
          return `<li><a href="/dev/mailbox?${q}"${current}>
  <strong>${esc(m.subject)}</strong>
  <span>${esc(m.to_address)}</span>
  <time datetime="${m.created_at.toISOString()}">${formatDate(m.created_at)}</time></a></li>`;
        })
        .join('\n')
    : '<li class="empty">Nenhuma mensagem.</li>';
  const body = selected
    ? `<article>
  <h2>${esc(selected.subject)}</h2>
  <dl><dt>Para</dt><dd>${esc(selected.to_address)}</dd><dt>Enviada em</dt><dd>${formatDate(selected.created_at)}</dd>
  <dt>SMTP</dt><dd>${selected.sent_at ? `entregue em ${formatDate(selected.sent_at)}` : 'não enviada (só no outbox)'}</dd></dl>
  ${selected.html_body ? `<iframe title="Versão HTML" sandbox src="/dev/mailbox/messages/${selected.id}/html"></iframe>` : ''}
  <h3>Texto</h3><pre>${esc(selected.text_body)}</pre>
</article>`
    : '<p class="hint">Escolha uma mensagem para lê-la.</p>';
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Caixa de e-mails de desenvolvimento · Placar</title>
<style>
body{margin:0;font:15px/1.45 system-ui,sans-serif;background:#0b1420;color:#e8eef5}
header{padding:16px 20px;border-bottom:1px solid #1f2d3d;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
h1{font-size:18px;margin:0}form{display:flex;gap:8px;margin-left:auto}
input,button{font:inherit;padding:6px 10px;border-radius:8px;border:1px solid #2b3d52;background:#111d2b;color:inherit}
button{background:#19c37d;color:#04140c;border:0;font-weight:600;cursor:pointer}
main{display:grid;grid-template-columns:minmax(260px,360px) 1fr;min-height:calc(100vh - 70px)}
ul{list-style:none;margin:0;padding:0;border-right:1px solid #1f2d3d;overflow:auto}
li a{display:grid;gap:2px;padding:12px 20px;color:inherit;text-decoration:none;border-bottom:1px solid #16222f}
li a:hover,li a[aria-current]{background:#132233}li span,time,dt{color:#8ea3b8;font-size:13px}
.empty,.hint{padding:20px;color:#8ea3b8}article{padding:20px}h2{margin-top:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dd{margin:0}
iframe{width:100%;height:420px;border:1px solid #1f2d3d;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#111d2b;padding:12px;border-radius:8px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:700px){main{grid-template-columns:1fr}ul{border-right:0}}
</style></head>
<body><header><h1>Caixa de e-mails de desenvolvimento</h1>
<form method="get" action="/dev/mailbox"><label for="to" class="sr">Destinatário</label>
<input id="to" name="to" type="email" placeholder="filtrar por e-mail" value="${esc(to ?? '')}"><button type="submit">Filtrar</button></form></header>
<main><ul aria-label="Mensagens, mais recentes primeiro">${list}</ul>${body}</main></body></html>`;
}

function formatDate(d: Date) {
  return new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  }).format(d);
}

function esc(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
