import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address as the rate limits count it: request.ip (the nearest hop TRUST_PROXY does
 * not trust, never a value the client wrote first in X-Forwarded-For), with an IPv6 address cut to
 * its /64, since one household or server usually holds a whole /64 and could otherwise use a new
 * address per request. The lead limit's default key (@fastify/rate-limit) is this same value.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);
