import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Does what the ALTCHA widget does: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  ).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
