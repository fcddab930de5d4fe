import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';
import { errorBody } from './errors';

/**
 * After shutdown begins, the listener stays open this long, answering 503: connections already
 * queued by the kernel get an answer rather than a reset, and keep-alive clients are told to leave.
 */
const SHUTDOWN_DRAIN_MS = 500;

/**
 * Shutdown (SIGTERM → app.close()): requests in flight finish; any request that arrives after it
 * began gets the standard 503 body and `Connection: close`, so that clients and load balancers go
 * to another instance. Then the listener closes (later connections are refused) and, once the
 * last in-flight reply is out, the onClose hooks run. (Fastify's own 503 has another body.)
 */
async function shutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    if (app.server.listening) await sleep(SHUTDOWN_DRAIN_MS);
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    return sendError(reply, errorBody(503, 'serviceUnavailable'));
  });
}

export default fp(shutdown, { name: 'shutdown' });
