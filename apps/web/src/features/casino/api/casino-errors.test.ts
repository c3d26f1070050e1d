import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { casinoErrorView } from './casino-errors';

const err = (status: number, code: string) => new ApiError(status, code, 'server text');

describe('casinoErrorView', () => {
  it('leaves the link of a player without validated documents to identity (no address claim here)', () => {
    const v = casinoErrorView(err(403, 'USER_HAS_NOT_VALIDATED_DOCS'));
    expect(v.action).toBeUndefined(); // ErrorBanner shows identity's VerificationLink for the code
    expect(v.message).toBe('Valide seus documentos para jogar no cassino.');
    expect(v.message).not.toMatch(/endereço|residência/);
  });

  it('explains the responsible-gaming pause and keeps free play open', () => {
    const v = casinoErrorView(err(403, 'RESPONSABLE_GAME_BREAK_TIME'));
    expect(v.title).toBe('Pausa de jogo responsável');
    expect(v.message).toContain('Modo diversão');
    expect(v.retry).toBe(false);
  });

  it('offers a withdrawal above the wallet limit and a deposit on insufficient funds', () => {
    expect(casinoErrorView(err(403, 'WALLET_ABOVE_LIMITS')).action?.to).toBe('/withdrawal');
    expect(casinoErrorView(err(422, 'INSUFFICIENT_FUNDS')).action?.to).toBe('/deposit');
    expect(casinoErrorView(err(403, 'USER_HAS_NOT_MIGRATED')).action?.to).toBe('/user-account');
  });

  it('sends a game in maintenance back to the lobby', () => {
    const v = casinoErrorView(err(503, 'GAME_IN_MAINTENANCE'));
    expect(v.action?.to).toBe('/casino');
    expect(v.message).toBe('Este jogo está em manutenção. Tente novamente mais tarde.');
  });

  it('lets the player retry after a network failure but not after a refused bet', () => {
    expect(casinoErrorView(new TypeError('fetch failed')).retry).toBe(true);
    expect(casinoErrorView(err(409, 'CRASH_BETTING_CLOSED')).retry).toBe(false);
    expect(casinoErrorView(err(409, 'CRASH_BETTING_CLOSED')).message).toMatch(/Aguarde a próxima/);
  });
});
