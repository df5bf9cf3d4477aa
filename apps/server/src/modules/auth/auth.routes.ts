import {
  authTokenRequestSchema,
  authTokenResponseSchema,
  devLoginFormSchema,
  guestLoginResponseSchema,
  kakaoCallbackQuerySchema,
  loginStartQuerySchema,
  refreshResponseSchema,
  type LoginResultError,
} from '@jipsa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  errorResponses,
  JSON_BODY_ERRORS,
  ok,
  okResponse,
  otherContentResponse,
  redirectResponse,
} from '../../lib/envelope.ts';
import { createAuthService } from './auth.service.ts';
import { renderDevLoginPage, renderLoginUnavailablePage } from './dev-login-page.ts';
import { createKakaoClient } from './kakao-client.ts';
import {
  clearLoginBinding,
  clearLoginState,
  readLoginBinding,
  readLoginState,
  startLoginState,
} from './login-state.ts';
import { loginResultUrl } from './login-result-url.ts';
import { isLoopbackUrl, loopbackOrigin } from './loopback-origin.ts';
import { AUTH_COPY } from './copy.ts';

const KAKAO_DEFAULT_NICKNAME = AUTH_COPY.kakaoDefaultNickname;
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * Guest tokens, Kakao login (or the local dev login when Kakao is not configured), the one-time code
 * exchange and refresh-token rotation. Every route here has a stricter per-IP rate limit.
 */
export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const service = createAuthService({ db: app.db, tokens: app.accessTokens, clock: app.clock, log: app.log });
  const kakao = config.kakao ? createKakaoClient(config.kakao, `${config.publicUrl}/login/oauth2/code/kakao`) : null;
  const devLoginAvailable = !kakao && config.devLoginEnabled;
  const secureCookies = config.publicUrl.startsWith('https://');
  const strictLimit = { rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } };
  const tags = ['session'];

  // The dev login page posts an HTML form; only this plugin's routes read form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // A local trial (ADR 0008) is opened at 127.0.0.1 as often as at localhost, and the login's cookies belong to the
  // name the browser used: the dev login comes back to that loopback origin (the form-action CSP's 'self'), never
  // to another name taken from the Host header.
  const followsLoopbackName = devLoginAvailable && !config.isProduction && isLoopbackUrl(config.publicUrl);
  const devLoginOrigin = (request: FastifyRequest) =>
    (followsLoopbackName ? loopbackOrigin(request.protocol, request.host) : null) ?? config.publicUrl;

  const finishWithError = (
    reply: FastifyReply,
    error: LoginResultError,
    redirect?: string,
    origin: string = config.publicUrl,
  ) => reply.redirect(loginResultUrl(origin, { error, redirect }));

  app.get(
    '/api/v1/guest/login',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: '게스트 토큰 발급',
        response: { ...okResponse(guestLoginResponseSchema), ...errorResponses([]) },
      },
    },
    async () => ok(await service.guestLogin()),
  );

  app.get(
    '/oauth2/authorization/kakao',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: '카카오 로그인 시작 (브라우저 이동)',
        description:
          'Sets the LoginState and LoginBinding cookies, then goes to Kakao (or shows the local dev login page).',
        querystring: loginStartQuerySchema,
        response: {
          ...redirectResponse("Kakao's consent page (when Kakao is configured)"),
          ...otherContentResponse(200, 'The local "개발용 로그인" page (Kakao not configured)', ['text/html']),
          ...otherContentResponse(404, 'A page saying login is not available on this server', ['text/html']),
          ...errorResponses(['VALIDATION_FAILED']),
        },
      },
    },
    async (request, reply) => {
      if (!kakao && !devLoginAvailable) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderLoginUnavailablePage());
      }
      const state = startLoginState(reply, { redirect: request.query.redirect, secure: secureCookies });
      if (kakao) return reply.redirect(kakao.authorizationUrl(state).toString());
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderDevLoginPage({ state }));
    },
  );

  app.get(
    '/login/oauth2/code/kakao',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: '카카오 로그인 콜백',
        security: [{ LoginState: [], LoginBinding: [] }],
        querystring: kakaoCallbackQuerySchema,
        response: {
          ...redirectResponse('the web page /login-result with `code` (a one-time login code) or `error`'),
          ...errorResponses(['VALIDATION_FAILED']),
        },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const saved = readLoginState(request, state);
      const browserBinding = readLoginBinding(request);
      clearLoginState(reply);
      if (!saved || !browserBinding) return finishWithError(reply, 'LOGIN_STATE_MISMATCH');
      // Kakao sends error=access_denied when the person cancels on its consent screen.
      if (error)
        return finishWithError(
          reply,
          error === 'access_denied' ? 'LOGIN_CANCELLED' : 'LOGIN_PROVIDER_FAILED',
          saved.redirect,
        );
      if (!kakao || !code) return finishWithError(reply, 'LOGIN_PROVIDER_FAILED', saved.redirect);

      let profile;
      try {
        const tokens = await kakao.exchangeCode(code);
        profile = await kakao.fetchProfile(tokens.accessToken());
      } catch (failure) {
        request.log.warn({ err: failure }, 'kakao login failed');
        return finishWithError(reply, 'LOGIN_PROVIDER_FAILED', saved.redirect);
      }
      const loginCode = await service.loginWithProvider(
        {
          provider: 'KAKAO',
          providerId: profile.id,
          name: profile.nickname ?? KAKAO_DEFAULT_NICKNAME,
          avatarUrl: profile.profileImageUrl,
        },
        browserBinding,
      );
      return reply.redirect(loginResultUrl(config.publicUrl, { code: loginCode, redirect: saved.redirect }));
    },
  );

  app.post(
    '/dev-login',
    {
      config: strictLimit,
      // A form is answered with a page, not with a JSON error: validation is handled below.
      attachValidation: true,
      schema: {
        tags,
        summary: '개발용 로그인 (카카오 미설정 시)',
        security: [{ LoginState: [], LoginBinding: [] }],
        consumes: ['application/x-www-form-urlencoded'],
        body: devLoginFormSchema,
        response: {
          ...redirectResponse('the web page /login-result with `code` (a one-time login code) or `error`'),
          ...otherContentResponse(400, 'The dev login page again, saying what to correct', ['text/html']),
          ...errorResponses(['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']),
        },
      },
    },
    async (request, reply) => {
      if (!devLoginAvailable) throw new AppError('NOT_FOUND', AUTH_COPY.devLoginUnavailable);
      const form = request.body as Partial<Record<'state' | 'nickname', unknown>> | undefined;
      const presentedState = typeof form?.state === 'string' ? form.state : undefined;
      const saved = readLoginState(request, presentedState);
      const browserBinding = readLoginBinding(request);
      if (!saved || !presentedState || !browserBinding) {
        clearLoginState(reply);
        return finishWithError(reply, 'LOGIN_STATE_MISMATCH', undefined, devLoginOrigin(request));
      }
      if (request.validationError) {
        const parsed = devLoginFormSchema.safeParse(form);
        const message = parsed.success
          ? AUTH_COPY.checkNickname
          : (parsed.error.issues[0]?.message ?? AUTH_COPY.checkNickname);
        const nickname = typeof form?.nickname === 'string' ? form.nickname : '';
        // The same state stays valid: the person corrects the nickname and sends the form again.
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderDevLoginPage({ state: presentedState, nickname, error: message }));
      }
      clearLoginState(reply);
      const { nickname } = request.body;
      const loginCode = await service.loginWithProvider(
        { provider: 'DEV', providerId: nickname, name: nickname, avatarUrl: null },
        browserBinding,
      );
      return reply.redirect(loginResultUrl(devLoginOrigin(request), { code: loginCode, redirect: saved.redirect }));
    },
  );

  app.post(
    '/auth/token',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: '일회용 로그인 코드를 토큰으로 교환 (로그인을 시작한 브라우저에서만)',
        security: [{ LoginBinding: [] }],
        body: authTokenRequestSchema,
        response: {
          ...okResponse(authTokenResponseSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT']),
        },
      },
    },
    async (request, reply) => {
      const session = await service.exchangeLoginCode(request.body.code, readLoginBinding(request));
      clearLoginBinding(reply);
      return ok(session);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: '토큰 갱신 (RefreshToken 헤더)',
        security: [{ RefreshToken: [] }],
        response: {
          ...okResponse(refreshResponseSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'REFRESH_TOKEN_INVALID']),
        },
      },
    },
    async (request) => {
      const header = request.headers.refreshtoken;
      if (typeof header !== 'string' || header === '' || header.length > 256)
        throw new AppError('REFRESH_TOKEN_INVALID');
      return ok(await service.refresh(header));
    },
  );
};
