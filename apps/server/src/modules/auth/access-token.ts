import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { roleTypeSchema, type RoleType } from '@jipsa/contracts';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';

export const JWT_ISSUER = 'jipsa';
export const JWT_AUDIENCE = 'jipsa-web';
const JWT_ALGORITHM = 'HS256';

/** Members refresh often (a stolen access token is worth little); guests have no refresh token, so theirs lasts. */
export const MEMBER_ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export const GUEST_ACCESS_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;
/** How far our instances' clocks may disagree; a token issued further in the future than this is refused. */
export const ACCESS_TOKEN_CLOCK_SKEW_SECONDS = 30;
const VERIFIED_TOKEN_CACHE_MAX = 10_000;
const VERIFIED_TOKEN_CACHE_TTL_MS = 60_000;

export type AccessTokenClaims = { userId: string; role: RoleType };

const claimsSchema = z.object({ userId: z.uuid(), role: roleTypeSchema });

export type AccessTokens = {
  /** A JWT for the `AccessToken` header: short-lived for members, a year for guests. */
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token; `null` for anything expired, tampered, unsigned or foreign. */
  verify(token: string): Promise<AccessTokenClaims | null>;
};

/**
 * The JWT key is derived from the app secret with its own label, so the same secret also signing
 * cookies (@fastify/cookie) can never produce a MAC that passes as a token signature.
 */
export function accessTokenKey(secret: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update('jipsa:access-token:v1').digest());
}

/** Signs and verifies access tokens: HS256 pinned, issuer and audience checked, `sub` = user id, `role`. */
export function createAccessTokens({ secret, clock }: { secret: string; clock: Clock }): AccessTokens {
  const key = accessTokenKey(secret);
  // Tokens that verified, with their expiry: a browser sends the same token on every request, and WebCrypto's
  // HMAC was a tenth of a member's list request (issue 16). Only a token that passed every check gets in, and
  // expiry is checked again on every use.
  const verified = new LRUCache<string, { claims: AccessTokenClaims; expiresAt: number }>({
    max: VERIFIED_TOKEN_CACHE_MAX,
    ttl: VERIFIED_TOKEN_CACHE_TTL_MS,
  });
  return {
    async sign({ userId, role }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const ttl = role === 'GUEST' ? GUEST_ACCESS_TOKEN_TTL_SECONDS : MEMBER_ACCESS_TOKEN_TTL_SECONDS;
      return new SignJWT({ role })
        .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(key);
    },
    async verify(token) {
      const nowSeconds = clock().getTime() / 1000;
      const known = verified.get(token);
      if (known) return nowSeconds < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [JWT_ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: clock(),
        });
        // jose checks `exp` but not an `iat` in the future (a token minted ahead to outlive its lifetime).
        if ((payload.iat ?? Infinity) > nowSeconds + ACCESS_TOKEN_CLOCK_SKEW_SECONDS) return null;
        const claims = claimsSchema.safeParse({ userId: payload.sub, role: payload.role });
        if (!claims.success) return null;
        verified.set(token, { claims: claims.data, expiresAt: payload.exp ?? 0 });
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
