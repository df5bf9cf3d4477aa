import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPageLive, lazyPage } from './lazy-page.tsx';

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
});
