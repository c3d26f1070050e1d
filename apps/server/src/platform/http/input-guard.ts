import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { invalidField } from '../errors';

/** Where the first string (value or key) holding a NUL character is, as `a.0.b`; '' for the root. */
export function nulBytePath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
    const found = nulBytePath(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Wraps a route's validator so no input (params, query, headers, body) carries a NUL character:
 * PostgreSQL text cannot hold one (the statement fails, which was a 500), and no field of the API
 * has a use for it. The answer is the usual 400 naming the field.
 */
export function refusingNulBytes<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (routeSchema) => {
    const validate = compiler(routeSchema);
    const part = routeSchema.httpPart ?? 'body';
    return (data: unknown) => {
      const path = nulBytePath(data);
      if (path !== undefined)
        return { error: invalidField(path || part, 'não pode conter o caractere nulo (\\0).') };
      return validate(data);
    };
  };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs, answered like every
 * other refusal (`{ error: { code, message } }`, pt-BR) instead of Fastify's own English body.
 */
export function routerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!tooLong && error.code !== 'FST_ERR_BAD_URL') {
    request.log.error({ err: error }, 'router error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' } });
  }
  return reply.status(tooLong ? 414 : 400).send({
    error: {
      code: 'BAD_REQUEST',
      message: tooLong ? 'Endereço longo demais.' : 'Endereço inválido (caracteres que não são UTF-8).',
    },
  });
}
