import type { FieldError } from '@jipsa/contracts';
import { ERROR_MESSAGES } from '@jipsa/contracts/error-messages';
import { commonCopy } from '../copy/common-copy.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { AB_TEST_TYPE_STORAGE_KEY } from '../session/ab-test-type.ts';
import { hasMemberSession } from '../session/has-member-session.ts';
import { ApiError, type ApiErrorCode } from './api-error.ts';
import { recordReturnPath } from './record-return-path.ts';
import { readAuthToken, storeSessionTokens } from './session-tokens.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Anything with a zod-like `parse`; the client stays free of a schema library. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A schema, or a loader of one: `() => import('@jipsa/contracts/community').then((contract) => contract.postSchema)`.
 * Zod and the contract's schemas are not part of a page's first code (issue 10, ADR 0020); a loader starts with the
 * request, so it adds no wait.
 */
export type ResponseSchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export type RequestOptions<T> = {
  /**
   * Sends the `AccessToken` header; multipart calls always send it. `'orGuest'` marks a call a guest may make
   * (spec §6: reports): when the browser holds no token at all, the client first gets a guest token, and a
   * guest token the server no longer knows is replaced once — whatever page the person started on.
   */
  auth?: boolean | 'orGuest';
  /** JSON-serialisable value, or FormData for a multipart call. */
  body?: unknown;
  /** Validates `data` of the envelope; a mismatch rejects with INVALID_RESPONSE. */
  schema?: ResponseSchemaSource<T>;
  signal?: AbortSignal;
  /** Extra headers of this one call (e.g. logout's `RefreshToken`); they cannot replace the client's own. */
  headers?: Record<string, string>;
};

export type ApiClientOptions = {
  /** API origin without a trailing slash; '' is same origin. */
  baseUrl: string;
  /** The web page the person is on (for the return-path rules). */
  getCurrentPath: () => string;
  /** Called with true when the first request starts and false when the last one ends. */
  onLoadingChange: (isLoading: boolean) => void;
  /** Called when the session cannot be refreshed and the person has to log in. */
  onLoginRequired: () => void;
  /** Called before `onLoginRequired` when the server refused the refresh token: the member's session is over. */
  onSessionExpired?: () => void;
  storage?: Storage;
  /** Where the guest's A/B group is kept (localStorage: it outlives the tab like the guest token). */
  persistentStorage?: Storage;
  fetch?: typeof fetch;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const REFRESH_PATH = '/auth/refresh';
const REFRESH_LOCK = 'jipsa-token-refresh';

/**
 * Runs `work` while holding a lock shared by every tab of this origin (Web Locks), so two tabs never
 * present the same refresh token at once; without Web Locks the server's short reuse grace covers it.
 */
function acrossTabs(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, work) : work();
}

export const GUEST_LOGIN_PATH = '/api/v1/guest/login';
/** The guest token is valid for a year on the server; its cookie lives as long. */
export const GUEST_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Envelope = { code: number; message: string; data: unknown };

// Only used when the server sent no envelope (a proxy error page, for instance).
const FALLBACK_ERROR_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function isSuccessCode(code: number): boolean {
  return code >= 200 && code < 300;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data) || !Array.isArray(data.fieldErrors))
    return [];
  return data.fieldErrors
    .filter(
      (entry: unknown): entry is FieldError =>
        typeof entry === 'object' &&
        entry !== null &&
        'field' in entry &&
        typeof entry.field === 'string' &&
        'message' in entry &&
        typeof entry.message === 'string',
    )
    .map((entry) => ({ ...entry, message: readableMessage(entry.message, 'VALIDATION_FAILED') }));
}

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * What a person reads of a failure is always Korean: a message without Hangul (a proxy's page, a library's
 * default) gives way to the error code's Korean sentence.
 */
function readableMessage(message: unknown, errorCode: ApiErrorCode): string {
  if (typeof message === 'string' && HANGUL.test(message)) return message;
  return errorCode in ERROR_MESSAGES ? ERROR_MESSAGES[errorCode as keyof typeof ERROR_MESSAGES] : commonCopy.errorView;
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = isEnvelope(body) ? body : null;
  const data: unknown = envelope?.data;
  const serverCode =
    typeof data === 'object' && data !== null && 'errorCode' in data && typeof data.errorCode === 'string'
      ? // The server's codes are the contract's; the client does not re-validate them.
        (data.errorCode as ApiErrorCode)
      : null;
  const errorCode = serverCode ?? FALLBACK_ERROR_CODES[status] ?? 'INTERNAL';
  return new ApiError({
    status,
    errorCode,
    message: readableMessage(envelope?.message, errorCode),
    fieldErrors: fieldErrorsOf(data),
  });
}

/** Turns a response into the envelope's `data`, or rejects with an {@link ApiError}. */
async function unwrap<T>(
  response: Response,
  schema: ResponseSchema<T> | Promise<ResponseSchema<T>> | undefined,
): Promise<T> {
  const body = await readJson(response);
  const envelope = isEnvelope(body) ? body : null;
  if (!response.ok || (envelope && !isSuccessCode(envelope.code))) {
    throw toApiError(response.ok && envelope ? envelope.code : response.status, body);
  }
  const data = envelope ? envelope.data : body;
  if (!schema) return data as T;
  let loadedSchema: ResponseSchema<T>;
  try {
    loadedSchema = await schema;
  } catch {
    // Its code could not be fetched: the network's fault, not the server's answer.
    throw new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: commonCopy.networkError });
  }
  try {
    return loadedSchema.parse(data);
  } catch {
    throw new ApiError({ status: response.status, errorCode: 'INVALID_RESPONSE', message: commonCopy.errorView });
  }
}

const refreshResponseSchema: ResponseSchema<{ accessToken: string; refreshToken?: string }> = {
  parse(data) {
    if (typeof data !== 'object' || data === null || !('accessToken' in data) || typeof data.accessToken !== 'string') {
      throw new TypeError('accessToken missing');
    }
    const refreshToken =
      'refreshToken' in data && typeof data.refreshToken === 'string' ? data.refreshToken : undefined;
    return refreshToken === undefined
      ? { accessToken: data.accessToken }
      : { accessToken: data.accessToken, refreshToken };
  },
};

/**
 * The HTTP transport of the web app (spec §4 "Session", §4 "Return path before login", §7 "Common"):
 * JSON or multipart requests with the `Profile` and `AccessToken` headers, the envelope unwrapped,
 * failures normalised to {@link ApiError}, one shared token refresh and one retry on 401, and the
 * global loading flag, and a guest token for a call a guest may make. It shows nothing itself; callers decide on toasts, alerts and modals.
 */
export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, getCurrentPath, onLoadingChange, onLoginRequired, onSessionExpired } = options;
  const storage = options.storage ?? window.sessionStorage;
  const persistentStorage = options.persistentStorage ?? window.localStorage;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  let requestsInFlight = 0;
  let refreshInFlight: Promise<void> | null = null;
  let guestLoginInFlight: Promise<void> | null = null;

  async function trackLoading<R>(work: () => Promise<R>): Promise<R> {
    requestsInFlight += 1;
    if (requestsInFlight === 1) onLoadingChange(true);
    try {
      return await work();
    } finally {
      requestsInFlight -= 1;
      if (requestsInFlight === 0) onLoadingChange(false);
    }
  }

  async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (error) {
      // A cancelled query is not a failure to report; TanStack Query expects the abort to surface as is.
      if (init.signal?.aborted) throw error;
      throw new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: commonCopy.networkError });
    }
  }

  async function refresh(): Promise<void> {
    const presented = readCookie(COOKIE_NAMES.refreshToken);
    if (!presented) {
      onLoginRequired();
      throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
    }
    try {
      await acrossTabs(REFRESH_LOCK, async () => {
        // The tokens live in cookies every tab shares: a tab that rotated while this one waited is enough.
        const refreshToken = readCookie(COOKIE_NAMES.refreshToken);
        if (refreshToken && refreshToken !== presented) return;
        const response = await fetchOrNetworkError(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Profile: 'prod', RefreshToken: presented },
        });
        storeSessionTokens(await unwrap(response, refreshResponseSchema));
      });
    } catch (error) {
      // A network failure ends nothing: the session may still be valid once the connection is back.
      if (error instanceof ApiError && error.status === 401) onSessionExpired?.();
      onLoginRequired();
      throw error;
    }
  }

  /** Every 401 that arrives while a refresh runs waits for that same refresh. */
  function refreshOnce(): Promise<void> {
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /**
   * `GET /api/v1/guest/login` once for every caller that needs a guest token at the same moment (StrictMode's
   * double effects, several pages mounting), kept in the `guestToken` cookie and the A/B group in localStorage.
   */
  function issueGuestToken(): Promise<void> {
    if (guestLoginInFlight) return guestLoginInFlight;
    // The contract's schema loads with the request, as every other call's does: zod stays off the first screen.
    const schema = import('@jipsa/contracts/session').then((contract) => contract.guestLoginResponseSchema);
    schema.catch(() => undefined);
    guestLoginInFlight = send('GET', GUEST_LOGIN_PATH, undefined, false, undefined)
      .response.then((response) => unwrap(response, schema))
      .then(({ accessToken, abTestType }) => {
        writeCookie(COOKIE_NAMES.guestToken, accessToken, { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_SECONDS });
        persistentStorage.setItem(AB_TEST_TYPE_STORAGE_KEY, abTestType);
      })
      .finally(() => {
        guestLoginInFlight = null;
      });
    return guestLoginInFlight;
  }

  /** Resolves once the browser holds a member session or a guest token (spec §6), asking for a guest token if not. */
  function ensureGuestToken(): Promise<void> {
    if (hasMemberSession() || readCookie(COOKIE_NAMES.guestToken) !== null) return Promise.resolve();
    return trackLoading(issueGuestToken);
  }

  function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    auth: RequestOptions<unknown>['auth'],
    signal: AbortSignal | undefined,
    extraHeaders: Record<string, string> = {},
  ) {
    const isMultipart = body instanceof FormData;
    // Multipart bodies set their own Content-Type with the boundary.
    const ownHeaders: Record<string, string> = isMultipart
      ? { Profile: 'prod' }
      : { 'Content-Type': 'application/json', Profile: 'prod' };
    const headers: Record<string, string> = { ...extraHeaders, ...ownHeaders };
    const token = auth !== false || isMultipart ? readAuthToken() : null;
    if (token) headers.AccessToken = token;
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body !== undefined) init.body = isMultipart ? body : JSON.stringify(body);
    if (signal) init.signal = signal;
    // Decided when sent: another call may drop or replace the guest cookie while this one is on the wire.
    const sentAsGuest = token !== null && !hasMemberSession();
    return { token, sentAsGuest, response: fetchOrNetworkError(`${baseUrl}${path}`, init) };
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions<T> = {}): Promise<T> {
    const { auth = false, body, schema, signal, headers } = requestOptions;
    recordReturnPath({ method, path, body, currentPath: getCurrentPath(), storage });
    const schemaReady = typeof schema === 'function' ? schema() : schema;
    // A failed request never reads the schema; a failure to load it is reported only where it is read.
    if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);
    return trackLoading(async () => {
      if (auth === 'orGuest') await ensureGuestToken();
      const first = send(method, path, body, auth, signal, headers);
      let response = await first.response;
      if (response.status === 401 && path.split('?')[0] !== REFRESH_PATH) {
        // Another call may have refreshed while this one was on the wire; its new token is enough.
        const current = readAuthToken();
        const refreshedMeanwhile = first.token !== null && current !== null && current !== first.token;
        if (refreshedMeanwhile) {
          // nothing to renew
        } else if (first.sentAsGuest && !hasMemberSession()) {
          // The server no longer knows this guest (a reset database, a changed secret): the dead token goes (unless
          // another call has replaced it already), a call a guest may make goes on as a new guest, any other is sent
          // again as a visitor's. No login is asked of a guest for it.
          if (readCookie(COOKIE_NAMES.guestToken) === first.token) deleteCookie(COOKIE_NAMES.guestToken);
          if (auth === 'orGuest') await ensureGuestToken();
          // A new guest being made for another call is this call's too.
          else await guestLoginInFlight?.catch(() => undefined);
        } else {
          await refreshOnce();
        }
        response = await send(method, path, body, true, signal, headers).response;
      }
      return unwrap(response, schemaReady);
    });
  }

  return {
    request,
    ensureGuestToken,
    get: <T>(path: string, requestOptions?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, requestOptions),
    post: <T>(path: string, body?: unknown, requestOptions?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('POST', path, { ...requestOptions, body }),
    put: <T>(path: string, body?: unknown, requestOptions?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('PUT', path, { ...requestOptions, body }),
    delete: <T>(path: string, requestOptions?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('DELETE', path, requestOptions),
  };
}
