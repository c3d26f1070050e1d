import { ZOriginalsVerifyRequest } from '@placar/contract';

export const VERIFIABLE_GAMES = [
  { id: 'dice', name: 'Dados', example: { target: 5000, direction: 'under' } },
  { id: 'crash', name: 'Crash', example: { target: 2 } },
  { id: 'mines', name: 'Minas', example: { mines: 3, picks: [0, 1, 2] } },
  { id: 'plinko', name: 'Plinko', example: { rows: 12, risk: 'medium' } },
  { id: 'scratch', name: 'Raspadinha', example: {} },
  { id: 'slot', name: 'Fortuna Tropical', example: {} },
  { id: 'roulette', name: 'Roleta Europeia', example: { bets: [{ type: 'red', units: 100 }] } },
  { id: 'blackjack', name: 'Blackjack', example: { actions: ['stand'] } },
] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number]['id'];

export type VerifyInput = {
  gameId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: string;
  publishedHash: string;
};

export type VerifyResult =
  | {
      ok: true;
      hash: string;
      /** null when no published hash was given. */
      hashMatches: boolean | null;
      outcome: { multiplier: number } & Record<string, unknown>;
      summary: string;
    }
  | { ok: false; field: string; error: string };

/**
 * Re-computes a Placar Originals round in the browser: the SHA-256 of the server seed (to compare
 * with the hash published before play) and the outcome of verifyRound. The maths are loaded on
 * demand (the domain package is its own chunk).
 */
export async function verifyInBrowser(input: VerifyInput): Promise<VerifyResult> {
  let params: unknown;
  try {
    params = input.params.trim() ? JSON.parse(input.params) : {};
  } catch {
    return {
      ok: false,
      field: 'params',
      error: 'Parâmetros: JSON inválido (ex.: {"target": 5000, "direction": "under"})',
    };
  }
  const parsed = ZOriginalsVerifyRequest.safeParse({
    gameId: input.gameId,
    serverSeed: input.serverSeed.trim(),
    clientSeed: input.clientSeed,
    nonce: input.nonce.trim() === '' ? Number.NaN : Number(input.nonce),
    params,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'params');
    return { ok: false, field, error: `${FIELD_PT[field] ?? field}: ${issue?.message ?? 'inválido'}` };
  }
  const { casino } = await import('@placar/domain');
  const req = parsed.data;
  const hash = casino.serverSeedHash(req.serverSeed);
  const published = input.publishedHash.trim().toLowerCase();
  try {
    const outcome = casino.verifyRound(
      req.gameId,
      { serverSeed: req.serverSeed, clientSeed: req.clientSeed },
      req.nonce,
      req.params,
    ) as unknown as { multiplier: number } & Record<string, unknown>;
    return {
      ok: true,
      hash,
      hashMatches: published ? published === hash : null,
      outcome,
      summary: describeOutcome(req.gameId, outcome),
    };
  } catch (error) {
    return {
      ok: false,
      field: 'params',
      error: `Parâmetros: ${error instanceof Error ? error.message : 'inválidos para este jogo'}`,
    };
  }
}

const FIELD_PT: Record<string, string> = {
  gameId: 'Jogo',
  serverSeed: 'Semente do servidor',
  clientSeed: 'Sua semente',
  nonce: 'Nonce',
  params: 'Parâmetros',
};

const x = (m: number) => `${m.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×`;

/** One pt-BR sentence for a recomputed outcome. */
export function describeOutcome(gameId: string, o: { multiplier: number } & Record<string, unknown>): string {
  const result = o.multiplier > 0 ? `paga ${x(o.multiplier)} a aposta` : 'sem prêmio';
  switch (gameId) {
    case 'dice':
      return `Número sorteado ${(Number(o.roll) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}: ${result}.`;
    case 'crash':
      return `Ponto de quebra ${x(Number(o.crashPoint ?? 0))}: ${result}.`;
    case 'roulette':
      return `A bola parou no ${String(o.pocket)}: ${result}.`;
    case 'plinko':
      return `A bola caiu na casa ${String(o.slot)}: ${result}.`;
    case 'mines':
      return `Minas nas casas ${(o.mines as number[]).map((m) => m + 1).join(', ')}: ${result}.`;
    case 'scratch':
      return o.prize ? `Cartão com três ${String(o.prize)}×: ${result}.` : 'Cartão sem prêmio.';
    default:
      return `Resultado: ${result}.`;
  }
}
