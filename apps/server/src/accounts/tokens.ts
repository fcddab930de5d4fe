import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'curio';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /**
   * When the person last proved who they are by signing in (seconds since the epoch). A token
   * issued again for the same session (two-factor on or off, a new password) keeps it.
   */
  authTime?: number;
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
    const authTime = claims.authTime ?? Math.floor(Date.now() / 1000);
    return new SignJWT({ ver: claims.tokenVersion, auth_time: authTime })
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
      // Tokens from before the claim existed: signed in when they were issued.
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
      return { userId, tokenVersion, ...(authTime !== undefined && { authTime }) };
    } catch {
      return null;
    }
  }
}
