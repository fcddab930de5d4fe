import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'curio';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null (bad signature, other algorithm, expired, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}
