// The only place the web app reads build-time environment. `VITE_API_BASE_URL` points the client at
// another API host; empty (the default) means the same origin that served the page.
const rawApiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const config = {
  /** Origin (and optional prefix) of the API, without a trailing slash; '' is same origin. */
  apiBaseUrl: rawApiBaseUrl.replace(/\/+$/, ''),
} as const;
