import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppApiClient } from '../shared/api/api.ts';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { ok, startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { GlobalSpinner } from './global-spinner.tsx';

const setLoading = (isLoading: boolean) => act(() => useAppStore.getState().setLoading(isLoading));
const spinner = () => screen.queryByRole('status');

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('전역 스피너 (가짜 시계)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('300ms 안에 끝난 요청에는 스피너가 나타나지 않아요', () => {
    render(<GlobalSpinner />);
    setLoading(true);
    act(() => vi.advanceTimersByTime(299));
    expect(spinner()).toBeNull();
    setLoading(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(spinner()).toBeNull();
  });

  it('요청이 300ms 를 넘기면 스피너가 보이고, 끝나면 바로 사라져요', () => {
    render(<GlobalSpinner />);
    setLoading(true);
    act(() => vi.advanceTimersByTime(300));
    expect(spinner()?.textContent).toBe('불러오는 중이에요');
    setLoading(false);
    expect(spinner()).toBeNull();
  });

  it('짧은 요청이 이어져도 각각 다시 300ms 를 기다려요', () => {
    render(<GlobalSpinner />);
    setLoading(true);
    act(() => vi.advanceTimersByTime(200));
    setLoading(false);
    setLoading(true);
    act(() => vi.advanceTimersByTime(200));
    expect(spinner()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(spinner()).not.toBeNull();
  });
});

describe('전역 스피너와 실제 요청', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('빠른 요청 동안에는 스피너가 한 번도 그려지지 않아요', async () => {
    server.respondWith(() => ({ ...ok(null), delayMs: 20 }));
    render(<GlobalSpinner />);
    const appeared: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) appeared.push(...record.addedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await act(() => createAppApiClient(server.baseUrl).get('/api/v1/fast'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    observer.disconnect();

    expect(appeared).toEqual([]);
    expect(spinner()).toBeNull();
  });

  it('느린 요청 동안 스피너가 나타났다가 응답 뒤 사라져요', async () => {
    server.respondWith(() => ({ ...ok(null), delayMs: 600 }));
    render(<GlobalSpinner />);
    const request = createAppApiClient(server.baseUrl).get('/api/v1/slow');
    expect(await screen.findByRole('status', {}, { timeout: 550 })).toBeTruthy();
    await act(() => request);
    expect(spinner()).toBeNull();
  });
});
