import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Only a local test provider speaks plain http; openid-client marks the switch deprecated to stand out. */
// eslint-disable-next-line @typescript-eslint/no-deprecated
const allowPlainHttp = client.allowInsecureRequests;

/** The OpenID Connect code flow with PKCE, state and nonce (openid-client). */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        issuer.protocol === 'http:' ? { execute: [allowPlainHttp], timeout: 5 } : { timeout: 5 },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(): Promise<{ url: string; state: string; nonce: string; codeVerifier: string }> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  async finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('No ID token claims');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }
}
