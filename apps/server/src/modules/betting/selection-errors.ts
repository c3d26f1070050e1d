import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage } from '../../platform/http/field-labels';

const SELECTION_PATH = /\/(?:ticketBetSelection|counterBets|customBets)\/(\d+)(?:\/|$)/;

/**
 * Placement routes' error handler (seed 002 section 8: "HTTP 400 carries error and context
 * (selectionIndex)"): a body refused by its schema answers the platform's 400 VALIDATION_ERROR with the
 * fields, plus `context.selectionIndex` when the first refused field belongs to a selection. Every other
 * error goes on to the platform's handler.
 */
export function selectionErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const issues = error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    return { field: [path, missing].filter(Boolean).join('.') || 'body', message: v.message ?? 'inválido' };
  });
  const match = error.validation.map((v) => SELECTION_PATH.exec(v.instancePath)).find((m) => m !== null);
  const first = issues[0];
  return reply.status(400).send({
    error: {
      code: 'VALIDATION_ERROR',
      message: first ? fieldMessage(first.field, first.message) : 'Dados inválidos.',
      context: { issues, ...(match ? { selectionIndex: Number(match[1]) } : {}) },
    },
  });
}
