// Session tokens: HS256 JWTs signed with the configured secret. Only HS256 is accepted, so
// `alg: none` or a token signed for another algorithm or key is refused.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@carrental/shared';

const ALGORITHM = 'HS256';
const ISSUER = 'rentwheels';

export interface TokenClaims {
  userId: string;
  loggedInAs: Role;
  /** The account's token_version when the token was issued (tokens without one count as 0). */
  version: number;
  /** When the token stops being accepted (ms since the epoch); set on verified tokens. */
  expiresAt?: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ lia: claims.loggedInAs, tv: claims.version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  /** Returns the claims, or null for any token that is not one of ours and current. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const lia = payload.lia;
      if (typeof payload.sub !== 'string' || (lia !== 'ADMIN' && lia !== 'CUSTOMER' && lia !== 'VENDOR')) {
        return null;
      }
      const version = payload.tv ?? 0;
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      return { userId: payload.sub, loggedInAs: lia, version, ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp * 1000 } : {}) };
    } catch {
      return null;
    }
  }
}

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated on first start and kept in the
 * data folder, so tokens survive restarts without any set-up.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
