/** Responsible-gaming codes and messages, zod-free (the error catalogue reads them on first load). */

/** Error codes of this area, with their HTTP status and pt-BR message. */
export const RG_ERRORS = {
  DEPOSIT_LIMIT_EXCEEDED: { status: 422, message: 'Este depósito ultrapassa seu limite de depósito.' },
  LOSS_LIMIT_EXCEEDED: { status: 422, message: 'Esta aposta ultrapassa seu limite de perdas.' },
  BET_AMOUNT_LIMIT_EXCEEDED: { status: 422, message: 'Esta aposta ultrapassa seu limite de valor apostado.' },
  SESSION_TIME_LIMIT_REACHED: {
    status: 403,
    message: 'Você atingiu seu limite de tempo de sessão. Faça uma pausa antes de voltar a jogar.',
  },
  RESPONSABLE_GAME_BREAK_TIME: { status: 403, message: 'Você está em uma pausa de jogo responsável.' },
  RESTRICTION_CANNOT_BE_SHORTENED: {
    status: 409,
    message: 'Uma pausa ou autoexclusão em andamento não pode ser encurtada nem desfeita.',
  },
} as const;
export type TRgErrorCode = keyof typeof RG_ERRORS;
