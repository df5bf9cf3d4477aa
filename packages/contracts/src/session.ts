import { z } from 'zod';
import { abTestTypeSchema, roleTypeSchema } from './enums.ts';
import { isReadableLine, readableTextIssue } from './readable-text.ts';
import { isReturnPath, MAX_RETURN_PATH_LENGTH } from './return-path.ts';

// Session and user calls of docs/api.md ("Session and user"). Tokens travel in headers and bodies, never in URLs.

/** How long a one-time login code from `/login-result?code=` can be exchanged (seconds). */
export const LOGIN_CODE_TTL_SECONDS = 60;

/** {@link isReturnPath} as a schema; a path over the length limit is refused for its length alone. */
export const returnPathSchema = z
  .string()
  .max(MAX_RETURN_PATH_LENGTH)
  .refine((path) => path.length > MAX_RETURN_PATH_LENGTH || isReturnPath(path), {
    message: '이 사이트 안의 경로만 돌아갈 곳으로 쓸 수 있어요.',
  });

/** `GET /oauth2/authorization/kakao?redirect=/path` */
export const loginStartQuerySchema = z.object({ redirect: returnPathSchema.optional() });
export type LoginStartQuery = z.infer<typeof loginStartQuerySchema>;

/** What Kakao (or a person tampering with the URL) sends to `/login/oauth2/code/kakao`; extra fields are ignored. */
export const kakaoCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});
export type KakaoCallbackQuery = z.infer<typeof kakaoCallbackQuerySchema>;

export const DEV_LOGIN_NICKNAME_MAX_LENGTH = 20;

/** The form of the local "개발용 로그인" page, posted to `POST /dev-login`. */
export const devLoginFormSchema = z.strictObject({
  state: z.string().min(1).max(256),
  nickname: z
    .string()
    .trim()
    .min(1, '닉네임을 입력해주세요.')
    .max(DEV_LOGIN_NICKNAME_MAX_LENGTH, `닉네임은 ${DEV_LOGIN_NICKNAME_MAX_LENGTH}자까지 쓸 수 있어요.`)
    .refine(isReadableLine, readableTextIssue),
});
export type DevLoginForm = z.infer<typeof devLoginFormSchema>;

/** Why `/login-result?error=` was reached instead of `?code=`. */
export const loginResultErrorSchema = z.enum(['LOGIN_CANCELLED', 'LOGIN_STATE_MISMATCH', 'LOGIN_PROVIDER_FAILED']);
export type LoginResultError = z.infer<typeof loginResultErrorSchema>;

/** A Korean sentence for each `/login-result?error=` value. */
export const LOGIN_RESULT_ERROR_MESSAGES: Record<LoginResultError, string> = {
  LOGIN_CANCELLED: '로그인을 취소했어요. 다시 시도해주세요.',
  LOGIN_STATE_MISMATCH: '로그인 요청이 만료되었거나 올바르지 않아요. 처음부터 다시 로그인해주세요.',
  LOGIN_PROVIDER_FAILED: '카카오 로그인 중 문제가 생겼어요. 잠시 후 다시 시도해주세요.',
};

/** The query of the web page `/login-result` the server redirects to after a login attempt. */
export const loginResultQuerySchema = z.object({
  code: z.string().optional(),
  error: loginResultErrorSchema.optional(),
  redirect: returnPathSchema.optional(),
});
export type LoginResultQuery = z.infer<typeof loginResultQuerySchema>;

/** `GET /api/v1/guest/login` */
export const guestLoginResponseSchema = z.object({
  accessToken: z.string(),
  roleType: z.literal('GUEST'),
  abTestType: abTestTypeSchema,
});
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;

/** `POST /auth/token` */
export const authTokenRequestSchema = z.strictObject({ code: z.string().min(1).max(256) });
export type AuthTokenRequest = z.infer<typeof authTokenRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authTokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: sessionUserSchema,
});
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

/** `POST /auth/refresh` with the `RefreshToken` header; both tokens are new (rotation). */
export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** `POST /api/v1/user/transfer` */
export const transferRequestSchema = z.strictObject({ guestToken: z.string().min(1).max(4096) });
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferResponseSchema = z.object({ transferredReports: z.number().int().min(0) });
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** `GET /api/v1/user/health-check` */
export const healthCheckResponseSchema = z.object({ name: z.string() });
export type HealthCheckResponse = z.infer<typeof healthCheckResponseSchema>;

/** `GET /api/v1/user/me` */
export const meResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  roleType: roleTypeSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
