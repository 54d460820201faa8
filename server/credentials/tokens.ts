// Access tokens: short JWTs naming the session; the session row is the source of truth, so a
// logout (revocation) takes effect on the very next request.
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_TTL_SECONDS = 60 * 60 * 24;

export type TokenClaims = { sub: string; sid: string; cid: string };

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const token = await new SignJWT({ sid: claims.sid, cid: claims.cid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt };
}

export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.cid !== 'string')
      return null;
    return { sub: payload.sub, sid: payload.sid, cid: payload.cid };
  } catch {
    return null;
  }
}
