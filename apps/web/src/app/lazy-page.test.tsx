import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPageLive, lazyPage, preloadOf } from './lazy-page.tsx';

afterEach(cleanup);

describe('lazyPage', () => {
  it('화면 코드가 와서 그려진 뒤에야 살아났다고 표시하고, 미뤄 둔 일(서비스 워커 설치)을 시작해요', async () => {
    let settled = false;
    void firstPageLive.then(() => {
      settled = true;
    });
    let arrive: () => void = () => undefined;
    const Page = lazyPage(
      () =>
        new Promise((resolve) => {
          arrive = () =>
            resolve(function ArrivedPage() {
              return <h1>도착했어요</h1>;
            });
        }),
    );
    const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(document.documentElement.dataset.pageReady).toBeUndefined();

    arrive();
    expect(await screen.findByRole('heading', { name: '도착했어요' })).toBeTruthy();
    await firstPageLive;
    expect(settled).toBe(true);
    expect(document.documentElement.dataset.pageReady).toBe('');
  });

  it('preload() 로 미리 받은 코드는 다시 받지 않고, 받지 못했으면 다음에 다시 받아요', async () => {
    let loads = 0;
    let failNext = true;
    const Page = lazyPage(async () => {
      loads += 1;
      if (failNext) {
        failNext = false;
        throw new Error('chunk failed');
      }
      return function PreloadedPage() {
        return <h1>미리 받았어요</h1>;
      };
    });
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(preloadOf(Page)).toBe(Page.preload);
    const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '미리 받았어요' })).toBeTruthy();
    expect(loads).toBe(2);
  });
});
