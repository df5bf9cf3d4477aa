import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableComponent } from './preloadable-component.tsx';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>{name}님, 안녕하세요</p>;

describe('preloadableComponent', () => {
  it('미리 받아 두면 첫 그림부터 바로 그려요 (기다리는 화면이 없어요)', async () => {
    const { Component, preload } = preloadableComponent(() => Promise.resolve(Greeting));
    await preload();
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Component name="집사" />
      </Suspense>,
    );
    expect(screen.getByText('집사님, 안녕하세요')).toBeTruthy();
    expect(screen.queryByText('불러오는 중')).toBeNull();
  });

  it('아직 받지 않았으면 받는 동안 기다리는 화면을 보여주고, 받으면 그려요', async () => {
    let arrive: () => void = () => undefined;
    const { Component } = preloadableComponent(
      () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
    );
    await act(async () => {
      render(
        <Suspense fallback={<p>불러오는 중</p>}>
          <Component name="집사" />
        </Suspense>,
      );
    });
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('집사님, 안녕하세요')).toBeTruthy();
  });

  it('받지 못했으면 다음에 다시 받아요 (실패를 붙잡아 두지 않아요)', async () => {
    let attempts = 0;
    const { preload } = preloadableComponent(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
