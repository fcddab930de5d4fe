import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { captchaSolutions } from '../db/schema';

/** What the widget sends, checked before anything reads it. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      expiresAt: z.number(),
    }),
    signature: z.string().max(500).optional(),
  }),
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string().max(500),
    time: z.number().optional(),
  }),
});

/** The challenge the widget gets (altcha-lib's, without the code challenge Curio never asks for). */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  }),
  signature: z.string().optional(),
});

/** About a second of work in a browser; nothing for one person, a lot for a spam run. */
const COST = 500;
const COUNTER_MIN = 1500;
const COUNTER_MAX = 3000;
const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * ALTCHA proof-of-work served by us: no third party, no cookie. A solution is accepted once
 * (its challenge's nonce is recorded until the challenge expires) and only before it expires.
 */
export class Captcha {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(COUNTER_MIN, COUNTER_MAX),
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(this.now() + CHALLENGE_TTL_MS),
    });
  }

  /** True once for a valid, unexpired solution; false for anything else, replays included. */
  async accept(encodedPayload: string): Promise<boolean> {
    let payload: Payload;
    try {
      payload = payloadSchema.parse(
        JSON.parse(Buffer.from(encodedPayload, 'base64').toString('utf8')),
      );
    } catch {
      return false;
    }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
    }).catch(() => undefined);
    const { expiresAt, nonce } = payload.challenge.parameters;
    if (
      !result?.verified ||
      result.expired ||
      expiresAt === undefined ||
      expiresAt * 1000 < this.now()
    ) {
      return false;
    }
    await this.db
      .delete(captchaSolutions)
      .where(lt(captchaSolutions.expiresAt, new Date(this.now())));
    const claimed = await this.db
      .insert(captchaSolutions)
      .values({ nonce, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ nonce: captchaSolutions.nonce });
    return claimed.length === 1;
  }
}
