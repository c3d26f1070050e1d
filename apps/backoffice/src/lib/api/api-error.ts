/** A refusal the server answered: its HTTP status, the catalogue's code and the pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show for any error a call threw. */
export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Não foi possível concluir. Tente novamente em instantes.';
