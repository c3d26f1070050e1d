/** Fields the verification page reads from its query (all optional). */
export type VerifyPrefill = {
  gameId?: string;
  serverSeed?: string | null;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  params?: unknown;
  roundId?: number;
};

/** /cassino/verificar?jogo=…&semente=…: opens the verification page filled in. */
export function verifyLink(p: VerifyPrefill): string {
  const q = new URLSearchParams();
  if (p.gameId) q.set('jogo', p.gameId);
  if (p.serverSeed) q.set('semente', p.serverSeed);
  if (p.serverSeedHash) q.set('hash', p.serverSeedHash);
  if (p.clientSeed !== undefined) q.set('cliente', p.clientSeed);
  if (p.nonce !== undefined) q.set('nonce', String(p.nonce));
  if (p.params !== undefined) q.set('params', JSON.stringify(p.params));
  if (p.roundId !== undefined) q.set('rodada', String(p.roundId));
  return `/cassino/verificar?${q.toString()}`;
}

/** The inverse of verifyLink. */
export function readVerifyPrefill(search: URLSearchParams): VerifyPrefill {
  const nonce = Number(search.get('nonce'));
  let params: unknown;
  const raw = search.get('params');
  if (raw) {
    try {
      params = JSON.parse(raw);
    } catch {
      params = undefined;
    }
  }
  const round = Number(search.get('rodada'));
  return {
    gameId: search.get('jogo') ?? undefined,
    serverSeed: search.get('semente') ?? undefined,
    serverSeedHash: search.get('hash') ?? undefined,
    clientSeed: search.get('cliente') ?? undefined,
    nonce: search.has('nonce') && Number.isInteger(nonce) && nonce >= 0 ? nonce : undefined,
    params,
    roundId: Number.isInteger(round) && round > 0 ? round : undefined,
  };
}
