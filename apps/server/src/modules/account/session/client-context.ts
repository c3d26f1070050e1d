import type { FastifyRequest } from 'fastify';
import type { IpLocation } from '../../region';

/** Who is asking: address (request.ip honours TRUST_PROXY), browser and device id. */
export type ClientContext = { ip: string; userAgent: string | null; deviceId: string | null };
export type LoginContext = ClientContext & { location: IpLocation };

export function clientContext(request: FastifyRequest, deviceId?: string | null): ClientContext {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: ua ? ua.slice(0, 300) : null, deviceId: deviceId ?? null };
}
