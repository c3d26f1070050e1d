import {
  isValidCpf,
  maskCpf,
  normalizePixKey,
  PIX_KEY_TYPE_LABEL_PT,
  PIX_KEY_TYPES,
  type TPixKeyType,
} from '@placar/contract';
import { paymentsSandboxApi } from '@placar/contract/payments-sandbox-routes';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import type { SandboxCharge, SandboxPsp } from './sandbox-psp';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\u00a0/g, ' ');
const time = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(d);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Banco Sandbox</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef2f0;color:#13201a}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.bank{font-weight:700;color:#0b6b3a;letter-spacing:.02em}
.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin:16px 0}
.note{font-size:14px;color:#4a5a52;background:#fff8db;border-radius:10px;padding:10px 12px}
.amount{font-size:32px;font-weight:700;margin:4px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}dt{color:#4a5a52}dd{margin:0;word-break:break-all}
label{display:block;margin:10px 0}fieldset{border:0;padding:0;margin:0}
input[type=text],select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b7c4bd;border-radius:8px;font:inherit;margin-top:4px}
button{width:100%;padding:14px;border:0;border-radius:10px;background:#0b6b3a;color:#fff;font:inherit;font-weight:700;cursor:pointer;margin-top:12px}
.ok{color:#0b6b3a;font-weight:700}.err{color:#b3261e;font-weight:600}
a{color:#0b6b3a}
</style></head><body><main><div class="bank">Banco Sandbox</div>
<p class="note">Ambiente de testes: este banco simulado substitui o aplicativo do seu banco. Nenhum dinheiro real é movimentado.</p>
${body}</main></body></html>`;
}

function chargeCard(c: SandboxCharge) {
  return `<div class="card"><div>Pagar com Pix para <strong>Placar Apostas Ltda</strong></div>
<div class="amount">${brl(c.amount)}</div>
<dl><dt>Descrição</dt><dd>${esc(c.description ?? '')}</dd><dt>Válido até</dt><dd>${time(new Date(c.expires_at))}</dd>
<dt>Identificador</dt><dd>${esc(c.txid)}</dd></dl></div>`;
}

function payPage(c: SandboxCharge, error?: string) {
  if (c.status === 'CONCLUIDA') {
    return page(
      'Pix enviado',
      `${chargeCard(c)}<div class="card"><p class="ok" role="status">Pix enviado com sucesso.</p>
<p>Pago do CPF ${maskCpf(c.payer_cpf ?? '')}. Código da transação: ${esc(c.end_to_end_id ?? '')}</p>
<p><a href="/deposit">Voltar para a Placar</a></p></div>`,
    );
  }
  if (new Date(c.expires_at) <= new Date()) {
    return page(
      'Cobrança expirada',
      `${chargeCard(c)}<div class="card"><p class="err">Esta cobrança Pix expirou. Gere um novo depósito na Placar.</p><p><a href="/deposit">Voltar para a Placar</a></p></div>`,
    );
  }
  const own = c.debtor_cpf ? `${esc(c.debtor_name ?? '')}, CPF ${maskCpf(c.debtor_cpf)}` : 'titular da conta';
  return page(
    'Pagar com Pix',
    `${chargeCard(c)}<form class="card" method="post" action="/sandbox/pix/pay/${esc(c.txid)}">
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
<fieldset><legend>De qual conta sai o Pix?</legend>
<label><input type="radio" name="payer" value="own" checked> Minha conta (${own})</label>
<label><input type="radio" name="payer" value="other"> Conta de outra pessoa (outro CPF)</label>
<label>CPF de quem paga (só para outra pessoa)<input type="text" name="otherCpf" inputmode="numeric" autocomplete="off"></label>
<label>Nome de quem paga<input type="text" name="otherName" autocomplete="off"></label>
</fieldset>
<button type="submit">Pagar ${brl(c.amount)}</button></form>`,
  );
}

function dictPage(message?: { ok: boolean; text: string }) {
  const options = PIX_KEY_TYPES.map((t) => `<option value="${t}">${PIX_KEY_TYPE_LABEL_PT[t]}</option>`).join(
    '',
  );
  return page(
    'Cadastrar chave Pix',
    `<form class="card" method="post" action="/sandbox/pix/dict"><h1>Cadastrar chave Pix no DICT de testes</h1>
${message ? `<p class="${message.ok ? 'ok' : 'err'}" role="status">${esc(message.text)}</p>` : ''}
<label>Tipo de chave<select name="keyType">${options}</select></label>
<label>Chave<input type="text" name="key" autocomplete="off"></label>
<label>CPF do titular<input type="text" name="cpf" inputmode="numeric" autocomplete="off"></label>
<label>Nome do titular<input type="text" name="name" autocomplete="off"></label>
<button type="submit">Cadastrar chave</button></form>`,
  );
}

const CHARGE_NOT_FOUND = page(
  'Cobrança não encontrada',
  '<div class="card"><p class="err">Cobrança Pix não encontrada.</p></div>',
);

/**
 * Pages of the sandbox PSP in embedded mode: the "pay this charge" page standing in for the bettor's bank
 * app (pay from the bettor's own CPF or from someone else's), and the sandbox DICT where e-mail, phone and
 * random keys get an owner. Server-rendered HTML forms: no script, so they work under the strict CSP.
 */
export async function sandboxPages(app: App, _platform: Platform, psp: SandboxPsp) {
  await app.register(async (scope: App) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const html = (reply: { type(t: string): unknown }) => reply.type('text/html; charset=utf-8');

    route(scope, paymentsSandboxApi.payPage, {}, async (request, reply) => {
      const charge = await psp.getCharge(request.params.txid);
      html(reply);
      if (!charge) return reply.status(404).send(CHARGE_NOT_FOUND);
      return payPage(charge);
    });

    route(scope, paymentsSandboxApi.pay, {}, async (request, reply) => {
      const charge = await psp.getCharge(request.params.txid);
      html(reply);
      if (!charge) return reply.status(404).send(CHARGE_NOT_FOUND);
      const form = request.body;
      let payer = { cpf: charge.debtor_cpf ?? '', name: charge.debtor_name ?? '' };
      if (form.payer === 'other') {
        const cpf = (form.otherCpf ?? '').replace(/\D/g, '');
        if (!isValidCpf(cpf))
          return reply.status(400).send(payPage(charge, 'Informe um CPF válido de quem paga.'));
        payer = { cpf, name: (form.otherName ?? '').trim().slice(0, 100) || 'Pagador' };
      }
      const paid = await psp.pay(charge.txid, payer);
      if (!paid.ok && paid.reason !== 'paid') {
        return reply.status(409).send(payPage(charge, 'Esta cobrança não pode mais ser paga.'));
      }
      return reply.redirect(`/sandbox/pix/pay/${charge.txid}`, 303);
    });

    route(scope, paymentsSandboxApi.dictPage, {}, async (_request, reply) => {
      html(reply);
      return dictPage();
    });

    route(scope, paymentsSandboxApi.registerKey, {}, async (request, reply) => {
      html(reply);
      const f = request.body;
      const keyType = (PIX_KEY_TYPES as readonly string[]).includes(f.keyType ?? '')
        ? (f.keyType as TPixKeyType)
        : null;
      const key = keyType ? normalizePixKey(keyType, f.key ?? '') : null;
      const cpf = (f.cpf ?? '').replace(/\D/g, '');
      const name = (f.name ?? '').trim().slice(0, 100);
      if (!keyType || !key)
        return reply.status(400).send(dictPage({ ok: false, text: 'Chave inválida para o tipo escolhido.' }));
      if (!isValidCpf(cpf))
        return reply.status(400).send(dictPage({ ok: false, text: 'CPF do titular inválido.' }));
      if (!name) return reply.status(400).send(dictPage({ ok: false, text: 'Informe o nome do titular.' }));
      if (keyType === 'CPF' && key !== cpf)
        return reply
          .status(400)
          .send(dictPage({ ok: false, text: 'Uma chave CPF pertence ao próprio CPF.' }));
      await psp.registerKey({ keyType, key, ownerCpf: cpf, ownerName: name });
      return dictPage({ ok: true, text: `Chave ${key} cadastrada para o CPF ${maskCpf(cpf)}.` });
    });
  });
}
