import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../../platform/context';

/** The origin the e-mailed links point to: PUBLIC_URL, else the origin the request came to. */
export function publicUrl(platform: Platform, request: FastifyRequest) {
  return (platform.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}
