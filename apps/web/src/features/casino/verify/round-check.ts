import type { TCasinoRoundDetail } from '@placar/contract';
import { VERIFIABLE_GAMES } from './verify';

const nameOf = (gameId: string) => VERIFIABLE_GAMES.find((g) => g.id === gameId)?.name ?? gameId;

/**
 * Why the round a link named cannot be verified with this input (another game, another nonce), or
 * null when they agree: the verifier never "verifies" a result that round did not have.
 */
export function roundMismatch(
  round: Pick<TCasinoRoundDetail, 'id' | 'gameId' | 'gameName' | 'fairness'>,
  input: { gameId: string; nonce: string },
): string | null {
  if (round.gameId !== input.gameId)
    return `A rodada nº ${round.id} é de ${round.gameName}, não de ${nameOf(input.gameId)}. Escolha ${round.gameName} para verificá-la.`;
  const nonce = round.fairness?.nonce;
  if (nonce !== undefined && String(nonce) !== input.nonce.trim())
    return `A rodada nº ${round.id} usou o nonce ${nonce}, não ${input.nonce.trim() || 'vazio'}.`;
  return null;
}
