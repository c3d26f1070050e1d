import { ERRORS } from '@placar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  describeDatabaseError,
  isConnectionError,
  isRetryableTransactionError,
} from '../db/connection-errors';
import { AppError } from '../errors';
import { fieldLabel, fieldMessage } from './field-labels';

// Schema messages in Brazilian Portuguese ("Formato do endereço de e-mail inválido"), not zod's English.
z.config(z.locales.ptBR());

/** `field` is the wire path (clients map it to their form), `label` its Portuguese name. */
type Issue = { field: string; label: string; message: string };

const CLIENT_ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Seconds a client is told to wait before retrying a call the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * One error handler: AppError → its status and code; schema validation → 400 naming each field in
 * Portuguese (field-labels.ts);
 * fastify's own client errors keep their 4xx; a lost database connection, an outage, a serialization
 * failure or a deadlock (the transaction rolled back: nothing was written) → 503 SERVICE_UNAVAILABLE with
 * Retry-After, which clients retry; everything else is a 500 whose details are only logged.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.publicMessage,
          ...(error.context ? { context: error.context } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const issues: Issue[] = error.validation.map((v) => {
        const field = fieldName(where, v.instancePath, v.params);
        return { field, label: fieldLabel(field), message: v.message ?? 'inválido' };
      });
      const first = issues[0];
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message: first ? fieldMessage(first.field, first.message) : 'Dados inválidos.',
          context: { issues },
        },
      });
    }
    if (isConnectionError(error) || isRetryableTransactionError(error)) {
      // Only the code and message: a pg error may carry its client (and so the connection parameters).
      request.log.warn({ db: describeDatabaseError(error) }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE.message } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      return reply.status(status).send({ error: { code, message: clientMessage(status, error.message) } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' } });
  });
}

function fieldName(where: string, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  const base = [path, missing].filter(Boolean).join('.');
  return base || where;
}

function clientMessage(status: number, message: string) {
  if (status === 429) return 'Muitas tentativas. Aguarde um pouco e tente novamente.';
  if (status === 413) return 'Arquivo ou dados grandes demais.';
  if (status === 415) return 'Tipo de conteúdo não suportado.';
  if (/JSON/i.test(message)) return 'JSON inválido no corpo da requisição.';
  return message || 'Requisição inválida.';
}
