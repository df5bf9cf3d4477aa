import { OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic';
import { z } from 'zod';

export type KakaoSettings = { clientId: string; clientSecret: string | undefined; authUrl: string; apiUrl: string };

/** What we keep of a Kakao account. */
export type KakaoProfile = { id: string; nickname: string | null; profileImageUrl: string | null };

/** Kakao's `/v2/user/me` answer (only the fields we read; consent decides which are present). */
const kakaoUserSchema = z.object({
  // Kakao's member number is a Long; today's numbers are far below 2^53, so a JSON number is exact.
  id: z.number().int(),
  properties: z.object({ nickname: z.string().optional(), profile_image: z.string().optional() }).optional(),
  kakao_account: z
    .object({
      profile: z.object({ nickname: z.string().optional(), profile_image_url: z.string().optional() }).optional(),
    })
    .optional(),
});

const kakaoErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  error_code: z.string().optional(),
});

/** A non-OAuth failure of a Kakao API call (network, 5xx, an unexpected body). */
export class KakaoApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'KakaoApiError';
  }
}

const REQUEST_TIMEOUT_MS = 5_000;

/**
 * Kakao Login over REST (developers.kakao.com "Kakao Login > REST API"): authorize URL, token exchange,
 * user info. Hosts come from the settings so tests can point at a local fake Kakao.
 *
 * arctic's `Kakao` provider hard-codes https://kauth.kakao.com, so we use arctic's generic `OAuth2Client`
 * for the authorize URL, its `OAuth2Tokens`/`OAuth2RequestError` for the token answer, and send the token
 * request ourselves in the exact form arctic's Kakao provider sends (Kakao documents client_secret as a
 * body parameter; `OAuth2Client` would send it as HTTP Basic credentials instead).
 */
export function createKakaoClient(settings: KakaoSettings, redirectUri: string) {
  const oauth = new OAuth2Client(settings.clientId, null, redirectUri);
  const tokenEndpoint = `${settings.authUrl.replace(/\/$/, '')}/oauth/token`;
  const userEndpoint = `${settings.apiUrl.replace(/\/$/, '')}/v2/user/me`;

  return {
    authorizationUrl(state: string): URL {
      return oauth.createAuthorizationURL(`${settings.authUrl.replace(/\/$/, '')}/oauth/authorize`, state, []);
    },

    /** Exchanges the authorization code for Kakao tokens; Kakao's `{ error, error_code }` answers become OAuth2RequestError. */
    async exchangeCode(code: string): Promise<OAuth2Tokens> {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        code,
      });
      if (settings.clientSecret) body.set('client_secret', settings.clientSecret);
      const response = await fetch(tokenEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const data: unknown = await response.json().catch(() => null);
      if (response.status === 200 && typeof data === 'object' && data !== null) {
        const tokens = new OAuth2Tokens(data);
        tokens.accessToken(); // throws when Kakao sent no access_token
        return tokens;
      }
      const error = kakaoErrorSchema.safeParse(data);
      if (error.success) {
        const description = [error.data.error_code, error.data.error_description].filter(Boolean).join(' ');
        throw new OAuth2RequestError(error.data.error, description || null, null, null);
      }
      throw new KakaoApiError('unexpected answer from the Kakao token endpoint', response.status);
    },

    /** Reads the logged-in Kakao user's number, nickname and profile picture. */
    async fetchProfile(accessToken: string): Promise<KakaoProfile> {
      const response = await fetch(userEndpoint, {
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status !== 200)
        throw new KakaoApiError(`Kakao user info answered ${response.status}`, response.status);
      const user = kakaoUserSchema.safeParse(await response.json().catch(() => null));
      if (!user.success) throw new KakaoApiError('unexpected Kakao user info', response.status);
      const profile = user.data.kakao_account?.profile;
      return {
        id: String(user.data.id),
        nickname: profile?.nickname ?? user.data.properties?.nickname ?? null,
        profileImageUrl: profile?.profile_image_url ?? user.data.properties?.profile_image ?? null,
      };
    },
  };
}

export type KakaoClient = ReturnType<typeof createKakaoClient>;
