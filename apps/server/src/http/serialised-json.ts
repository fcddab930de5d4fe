import type { FastifyReply } from 'fastify';

/**
 * Sends JSON serialised beforehand (the route's response schema still describes it): Fastify sends
 * a string with a JSON content type as it is, skipping the route's serializer.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
