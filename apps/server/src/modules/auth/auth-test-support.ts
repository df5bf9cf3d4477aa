import type { AuthTokenResponse, GuestLoginResponse } from '@jipsa/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expect } from 'vitest';
import { LOGIN_BINDING_COOKIE, LOGIN_STATE_COOKIE } from './login-state.ts';

// Test helpers for every module that needs a guest or a member: they go through the real endpoints.

let ipCounter = 0;

/** A new client IP per call, so the strict per-IP limit of the login endpoints never trips in a test. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** `GET /api/v1/guest/login` → the guest token and A/B group. */
export async function signInAsGuest(app: FastifyInstance): Promise<GuestLoginResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/guest/login', remoteAddress: nextTestIp() });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The value of a Set-Cookie of `response`, for sending it back like a browser. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((entry) => entry.name === name)?.value;
}

/** Opens the dev login page; returns the form's state, the signed state cookie and the browser-binding cookie. */
export async function startDevLogin(app: FastifyInstance, redirect?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/oauth2/authorization/kakao',
    query: redirect ? { redirect } : {},
    remoteAddress: nextTestIp(),
  });
  expect(response.statusCode).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(response.body)?.[1];
  const stateCookie = cookieFrom(response, LOGIN_STATE_COOKIE);
  const binding = cookieFrom(response, LOGIN_BINDING_COOKIE);
  if (!state || !stateCookie || !binding) throw new Error('the dev login page did not start a login');
  return { state, stateCookie, binding, page: response.body };
}

/** Posts the dev login form like a browser holding `stateCookie` (and, unless left out, `binding`). */
export function postDevLogin(
  app: FastifyInstance,
  form: Record<string, string>,
  stateCookie: string | undefined,
  binding?: string,
) {
  const cookies: Record<string, string> = {};
  if (stateCookie) cookies[LOGIN_STATE_COOKIE] = stateCookie;
  if (binding) cookies[LOGIN_BINDING_COOKIE] = binding;
  return app.inject({
    method: 'POST',
    url: '/dev-login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    cookies,
    remoteAddress: nextTestIp(),
  });
}

/** A one-time code of `/login-result?code=` and the binding cookie of the browser that started its login. */
export type BrowserLoginCode = { code: string; binding: string | undefined };

/** The login code of a `/login-result?code=…` redirect, held by the browser with `binding`. */
export function loginCodeOf(response: LightMyRequestResponse, binding: string): BrowserLoginCode {
  const code = new URL(String(response.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no login code in ${String(response.headers.location)}`);
  return { code, binding };
}

/** Logs in through the dev login page up to the one-time code of `/login-result?code=`. */
export async function devLoginCode(app: FastifyInstance, nickname: string): Promise<BrowserLoginCode> {
  const { state, stateCookie, binding } = await startDevLogin(app);
  const response = await postDevLogin(app, { state, nickname }, stateCookie, binding);
  expect(response.statusCode).toBe(302);
  return loginCodeOf(response, binding);
}

/** `POST /auth/token` from the browser holding `login.binding` (none when undefined). */
export function exchangeCode(app: FastifyInstance, { code, binding }: BrowserLoginCode) {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { code },
    cookies: binding ? { [LOGIN_BINDING_COOKIE]: binding } : {},
    remoteAddress: nextTestIp(),
  });
}

/** A member logged in through the dev login page: access token, refresh token and user. */
export async function signInAsMember(app: FastifyInstance, nickname = '테스트회원'): Promise<AuthTokenResponse> {
  const response = await exchangeCode(app, await devLoginCode(app, nickname));
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** `POST /auth/refresh` with the `RefreshToken` header. */
export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/refresh',
    headers: { refreshtoken: refreshToken },
    remoteAddress: nextTestIp(),
  });
}

export type SessionTestApp = TestApp;

/** The whole app with an injected clock, for rules that depend on time (60 s login codes, token expiry). */
export async function buildSessionTestApp({
  clock,
  env = {},
}: {
  clock: () => Date;
  env?: Record<string, string>;
}): Promise<SessionTestApp> {
  return buildTestApp(env, { clock });
}
