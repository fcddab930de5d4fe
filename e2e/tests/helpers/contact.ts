import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Writes to the operators through POST /api/contact as a visitor's browser would: fetches a
 * captcha challenge, solves it as the ALTCHA widget does, and sends the form with its proof.
 */
export async function sendContactMessage(
  request: APIRequestContext,
  form: { name: string; email: string; message: string },
): Promise<void> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge was not solved');
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const reply = await request.post('/api/contact', { data: { ...form, altcha } });
  if (!reply.ok())
    throw new Error(`The contact form failed: ${reply.status()} ${await reply.text()}`);
}
