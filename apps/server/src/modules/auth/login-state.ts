import { timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_TTL_SECONDS } from '@jipsa/contracts';
import { generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createSecretToken } from './secret-token.ts';

/**
 * The OAuth `state` bound to this browser: a signed, httpOnly cookie holding the state and the return
 * path. The callback (and the dev-login form) must present the same state, so a login started in another
 * browser, or forged by another site, cannot finish in this one (login CSRF).
 */
export const LOGIN_STATE_COOKIE = 'jipsa_login_state';
const LOGIN_STATE_TTL_SECONDS = 10 * 60;

/**
 * The browser that started a login: a random secret in an httpOnly cookie, set at the start and needed,
 * matching, when the one-time code of `/login-result?code=` is exchanged (`/auth/token`). A code sent to
 * somebody else as a link is then worthless in their browser: it cannot log them in as the sender (and so
 * cannot move their guest reports into the sender's account).
 */
export const LOGIN_BINDING_COOKIE = 'jipsa_login_binding';
// The binding must outlive the provider's consent screen and then the code's own lifetime.
const LOGIN_BINDING_TTL_SECONDS = LOGIN_STATE_TTL_SECONDS + LOGIN_CODE_TTL_SECONDS;

const savedStateSchema = z.object({ state: z.string(), redirect: z.string().optional() });
export type SavedLoginState = z.infer<typeof savedStateSchema>;

/** Starts a login: sets the cookies and returns the state to send to Kakao (or to put in the dev form). */
export function startLoginState(
  reply: FastifyReply,
  { redirect, secure }: { redirect: string | undefined; secure: boolean },
) {
  reply.setCookie(LOGIN_BINDING_COOKIE, createSecretToken(), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LOGIN_BINDING_TTL_SECONDS,
  });
  const state = generateState();
  const value = Buffer.from(JSON.stringify({ state, redirect } satisfies SavedLoginState)).toString('base64url');
  reply.setCookie(LOGIN_STATE_COOKIE, value, {
    signed: true,
    httpOnly: true,
    // Lax: the cookie must come back on Kakao's top-level redirect to our callback.
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LOGIN_STATE_TTL_SECONDS,
  });
  return state;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The saved login when the cookie is intact, unexpired and holds exactly `presentedState`; else `null`. */
export function readLoginState(request: FastifyRequest, presentedState: string | undefined): SavedLoginState | null {
  const raw = request.cookies[LOGIN_STATE_COOKIE];
  if (!raw || !presentedState) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const saved = savedStateSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
    return saved.success && sameText(saved.data.state, presentedState) ? saved.data : null;
  } catch {
    return null;
  }
}

/** A state is good for one attempt. */
export function clearLoginState(reply: FastifyReply) {
  reply.clearCookie(LOGIN_STATE_COOKIE, { path: '/' });
}

/** The login-binding secret this browser holds, or `undefined` when it started no login. */
export function readLoginBinding(request: FastifyRequest): string | undefined {
  const binding = request.cookies[LOGIN_BINDING_COOKIE];
  return binding && binding.length <= 128 ? binding : undefined;
}

/** The binding is spent with the code it guarded. */
export function clearLoginBinding(reply: FastifyReply) {
  reply.clearCookie(LOGIN_BINDING_COOKIE, { path: '/' });
}
