import type { TPixKeyType } from '@placar/contract';
import type { KeyOwner, PayoutInput } from '../pix-provider';
import { type PspClient, PspError, problemOf } from './psp-client';

/**
 * The PSP-specific part of a real provider: what the Banco Central's standard API Pix does not cover.
 * Sending a Pix (payout) and the DICT lookup of a key's owner differ from PSP to PSP; an adapter for
 * another PSP implements this interface and is passed to BacenPixPsp.
 */
export interface PspGateway {
  /** Asks the PSP to send a Pix; resolves once accepted (the result comes by webhook `pagamentos`). */
  sendPix(input: PayoutInput): Promise<void>;
  lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null>;
}

const reais = (centavos: number) => (centavos / 100).toFixed(2);
const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * The one HTTP implementation shipped, over the same mutual-TLS client and OAuth2 token as the API Pix
 * (scopes `pix.send` and `dict.read` where the PSP names them so; add them to PIX_OAUTH_SCOPES):
 *
 * - `PUT {PIX_PAYOUT_URL}/pagamentos/{idEnvio}` with
 *   `{ "valor": "10.00", "favorecido": { "chave": "...", "tipoChave": "CPF|EMAIL|PHONE|EVP", "cpf": "..." } }`.
 *   The PSP must refuse when the key does not belong to `favorecido.cpf`. 200/201/202 answer
 *   `{ "idEnvio", "status": "EM_PROCESSAMENTO" | "REALIZADO" | "NAO_REALIZADO", "motivo"? }`; a repeated
 *   idEnvio is the same payout (409 is taken as already accepted). The result is then posted to the
 *   operator's webhook as `{ "pagamentos": [{ idEnvio, endToEndId, valor, horario, status, motivo? }] }`.
 * - `GET {PIX_DICT_URL}/dict/{chave}` → 200 `{ "chave", "titular": { "cpf", "nome" }, "banco": { "nome" } }`,
 *   404 when the key is not registered.
 */
export class HttpPspGateway implements PspGateway {
  constructor(
    private readonly client: PspClient,
    private readonly urls: { payoutUrl: string; dictUrl: string },
  ) {}

  async sendPix(input: PayoutInput) {
    const id = input.payoutId.replace(/[^a-zA-Z0-9]/g, '');
    const res = await this.client.call(
      'PUT /pagamentos',
      'PUT',
      join(this.urls.payoutUrl, `/pagamentos/${encodeURIComponent(id)}`),
      {
        valor: reais(input.amount),
        favorecido: { chave: input.key, tipoChave: input.keyType, cpf: input.ownerCpf },
      },
    );
    if (res.status === 409) return;
    if (res.status < 200 || res.status > 202)
      throw new PspError('PUT /pagamentos', res.status, problemOf(res.body));
    const status = (res.body as { status?: unknown } | undefined)?.status;
    if (status === 'NAO_REALIZADO')
      throw new PspError('PUT /pagamentos', res.status, {
        title: 'payout refused',
        detail: String((res.body as { motivo?: unknown }).motivo ?? ''),
      });
  }

  async lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null> {
    const res = await this.client.call(
      'GET /dict',
      'GET',
      join(this.urls.dictUrl, `/dict/${encodeURIComponent(key)}`),
    );
    if (res.status === 404) return null;
    if (res.status !== 200) throw new PspError('GET /dict', res.status, problemOf(res.body));
    const b = res.body as { titular?: { cpf?: unknown; nome?: unknown }; banco?: { nome?: unknown } };
    const cpf = typeof b?.titular?.cpf === 'string' ? b.titular.cpf.replace(/\D/g, '') : '';
    if (cpf.length !== 11) return null; // a company's key (CNPJ) never belongs to a bettor
    return {
      keyType,
      key,
      ownerCpf: cpf,
      ownerName: typeof b.titular?.nome === 'string' ? b.titular.nome : '',
      bankName: typeof b.banco?.nome === 'string' ? b.banco.nome : '',
    };
  }
}
