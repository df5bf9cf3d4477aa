import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

beforeEach(() => {
  // React logs what a boundary caught; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderRoute(Component: ComponentType) {
  render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Component />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('오류 화면', () => {
  it('화면이 깨지면 하트 그림과 스펙 문구를 보여주고, 다시 시도하면 화면을 다시 그려요', async () => {
    let isBroken = true;
    function FlakyPage() {
      if (isBroken) throw new Error('지금은 그릴 수 없어요');
      return <h1>다시 그렸어요</h1>;
    }
    renderRoute(FlakyPage);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('오류가 발생했어요. 잠시 후 다시 시도해주세요.');
    expect(alert.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml|heart\.svg$/);

    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '다시 그렸어요' })).toBeTruthy();
  });

  it('잡은 오류는 콘솔에 한 번만 남아요', async () => {
    const error = new Error('지금은 그릴 수 없어요');
    function BrokenPage(): never {
      throw error;
    }
    renderRoute(BrokenPage);
    await screen.findByRole('alert');

    const logsOfTheError = vi.mocked(console.error).mock.calls.filter((args) => args.includes(error));
    expect(logsOfTheError).toHaveLength(1);
  });

  it('화면 코드를 못 받아도 다시 시도하면 다시 받아와요', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return function LoadedPage() {
        return <h1>불러왔어요</h1>;
      };
    });
    renderRoute(Page);

    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '불러왔어요' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
