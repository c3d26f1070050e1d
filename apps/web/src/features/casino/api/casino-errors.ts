import { CASINO_ERROR_MESSAGES_PT, errorMessage, type TCasinoErrorCode } from '@placar/contract';
import { ApiError } from '../../../lib/api/http';

export type CasinoErrorView = {
  code: string;
  title: string;
  message: string;
  /** The way forward, when there is one. */
  action?: { label: string; to: string };
  /** The player may try the same thing again (network, a round that closed meanwhile). */
  retry: boolean;
};

const isCasinoCode = (code: string): code is TCasinoErrorCode => code in CASINO_ERROR_MESSAGES_PT;

/**
 * A casino error (seed 000 section 8 codes and the seamless wallet's) as the player reads it: a
 * title, a pt-BR sentence, and the action that solves it (validate documents, withdraw, wait).
 */
export function casinoErrorView(error: unknown): CasinoErrorView {
  const code = error instanceof ApiError ? error.code : 'NETWORK';
  const status = error instanceof ApiError ? error.status : 0;
  const message = isCasinoCode(code)
    ? CASINO_ERROR_MESSAGES_PT[code]
    : errorMessage(
        code,
        error instanceof ApiError ? error.message : 'Sem conexão com o servidor. Verifique sua internet.',
      );
  switch (code) {
    case 'USER_HAS_NOT_VALIDATED_DOCS':
      return {
        code,
        title: 'Valide sua identidade',
        message, // the step that lifts it (and whether an address is needed): identity's VerificationLink
        retry: false,
      };
    case 'USER_HAS_NOT_MIGRATED':
      return {
        code,
        title: 'Migração pendente',
        message,
        action: { label: 'Ver minha conta', to: '/user-account' },
        retry: false,
      };
    case 'WALLET_ABOVE_LIMITS':
      return {
        code,
        title: 'Saldo acima do limite',
        message,
        action: { label: 'Fazer um saque', to: '/withdrawal' },
        retry: false,
      };
    case 'RESPONSABLE_GAME_BREAK_TIME':
      return {
        code,
        title: 'Pausa de jogo responsável',
        message: `${message} Durante a pausa que você escolheu não é possível jogar com dinheiro real; o Modo diversão continua disponível.`,
        action: { label: 'Jogo responsável', to: '/responsable-game' },
        retry: false,
      };
    case 'GAME_IN_MAINTENANCE':
    case 'MAINTENANCE':
      return {
        code,
        title: 'Jogo em manutenção',
        message: isCasinoCode(code) ? message : 'O cassino está em manutenção. Voltamos em instantes.',
        action: { label: 'Ver outros jogos', to: '/casino' },
        retry: false,
      };
    case 'INSUFFICIENT_FUNDS':
      return {
        code,
        title: 'Saldo insuficiente',
        message: `${message} Deposite por Pix e volte para o jogo.`,
        action: { label: 'Depositar', to: '/deposit' },
        retry: false,
      };
    case 'UNAUTHORIZED':
      return {
        code,
        title: 'Entre na sua conta',
        message: 'Faça login para jogar com dinheiro real. Sem conta, jogue no Modo diversão.',
        action: { label: 'Entrar', to: '/login' },
        retry: false,
      };
    case 'SELF_EXCLUDED':
    case 'INTERNAL_BLOCKED':
      return { code, title: 'Conta restrita', message, retry: false };
    case 'CASINO_TOKEN_INVALID':
      return { code, title: 'Sessão de jogo expirada', message, retry: true };
    default:
      return {
        code,
        title: 'Não foi possível concluir',
        message,
        retry: status === 0 || status >= 500 || code === 'ROUND_CLOSED',
      };
  }
}
