import { inject } from 'vitest';

// A browser-like HTTP client for the balancer: keeps cookies, records which instance answered.

export const clusterUrl = () => inject('clusterUrl');

export type Answer = { status: number; servedBy: string; headers: Headers; text: string };

export class Browser {
  readonly cookies = new Map<string, string>();
  readonly servedBy: string[] = [];

  constructor(private readonly forwardedFor = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    // HAProxy appends the real peer; the app trusts the forwarded chain, so each test is its own client.
    headers.set('x-forwarded-for', this.forwardedFor);
    const response = await fetch(`${clusterUrl()}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const text = value.join('=');
      if (text === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, text);
    }
    const servedBy = response.headers.get('x-served-by') ?? '';
    this.servedBy.push(servedBy);
    return { status: response.status, servedBy, headers: response.headers, text: await response.text() };
  }

  json(pathname: string, method: string, body: unknown, accessToken?: string) {
    return this.request(pathname, {
      method,
      headers: { 'content-type': 'application/json', ...(accessToken ? { accesstoken: accessToken } : {}) },
      body: JSON.stringify(body),
    });
  }

  /** The dev login of a local cluster, step by step through the balancer; returns the session tokens. */
  async logIn(nickname: string): Promise<{ accessToken: string; refreshToken: string; steps: string[] }> {
    const start = await this.request('/oauth2/authorization/kakao');
    const state = /name="state" value="([^"]+)"/.exec(start.text)?.[1];
    if (start.status !== 200 || !state) throw new Error(`login start failed: ${start.status}`);
    const form = await this.request('/dev-login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, nickname }).toString(),
    });
    const code = new URL(form.headers.get('location') ?? '', clusterUrl()).searchParams.get('code');
    if (form.status !== 302 || !code) throw new Error(`dev login failed: ${form.status} ${form.text}`);
    const exchange = await this.json('/auth/token', 'POST', { code });
    if (exchange.status !== 200) throw new Error(`code exchange failed: ${exchange.status} ${exchange.text}`);
    const { accessToken, refreshToken } = JSON.parse(exchange.text).data;
    return { accessToken, refreshToken, steps: [start.servedBy, form.servedBy, exchange.servedBy] };
  }
}
