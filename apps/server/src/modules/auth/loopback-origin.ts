import { isLoopback } from '../../config.ts';

// A Host header as browsers send it: a name or a bracketed IPv6 address, and maybe a port; nothing else
// ('localhost@evil.example', 'localhost/path' and the like are refused before they are parsed).
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

const isLoopbackHostname = (hostname: string) => isLoopback(hostname.replace(/^\[(.*)\]$/, '$1'));

/**
 * The origin a browser used to reach this server when that origin is a loopback address; otherwise null.
 * A local trial answers at `localhost`, `127.0.0.1` and `[::1]` alike, and its login cookies belong to the name
 * the browser used: the login must come back there, not to `PUBLIC_URL`'s name. The Host header only picks among
 * loopback names (any port: a dev server may proxy from its own), so no request can send a login elsewhere.
 *
 * @example loopbackOrigin('http', 'localhost:8080') // 'http://localhost:8080'
 * @example loopbackOrigin('http', 'jipsa.example') // null
 */
export function loopbackOrigin(protocol: string, host: string | undefined): string | null {
  if (host === undefined || !HOST_HEADER.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  const url = URL.parse(`${protocol}://${host}`);
  return url !== null && isLoopbackHostname(url.hostname) ? url.origin : null;
}

/** Whether `publicUrl` names this machine itself: the local trial of ADR 0008. */
export function isLoopbackUrl(publicUrl: string): boolean {
  const url = URL.parse(publicUrl);
  return url !== null && isLoopbackHostname(url.hostname);
}
