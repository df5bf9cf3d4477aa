import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCalculatorForm } from './use-calculator-form.ts';

const amountSchema = z.object({ amount: z.number({ error: '금액을 입력해주세요.' }).positive('0보다 커야 해요.') });

function renderForm(loadSchema: () => Promise<typeof amountSchema>) {
  const posted: unknown[] = [];
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () =>
      useCalculatorForm(
        loadSchema,
        useMutation({
          mutationFn: (request: { amount: number }) => {
            posted.push(request);
            return Promise.resolve({ doubled: request.amount * 2 });
          },
        }),
      ),
    { wrapper },
  );
  return { ...view, posted };
}

afterEach(cleanup);

describe('useCalculatorForm', () => {
  it('제출할 때 요청 스키마를 불러와 확인하고, 맞으면 보내요', async () => {
    const { result, posted } = renderForm(() => Promise.resolve(amountSchema));
    await act(() => result.current.submit({ amount: -1 }));
    expect(result.current.errors).toEqual({ amount: '0보다 커야 해요.' });
    expect(posted).toEqual([]);

    await act(() => result.current.submit({ amount: 3 }));
    expect(posted).toEqual([{ amount: 3 }]);
    expect(result.current.errors).toEqual({});
  });

  it('묻지 않은 계산(quiet)은 막혀도 초점을 옮기지 않고(refusals 그대로), 결과도 끌어오지 않아요', async () => {
    const { result, posted } = renderForm(() => Promise.resolve(amountSchema));
    await act(() => result.current.submit({ amount: -1 }, { quiet: true }));
    expect(result.current.errors).toEqual({ amount: '0보다 커야 해요.' });
    expect(result.current.refusals).toBe(0);

    await act(() => result.current.submit({ amount: 3 }, { quiet: true }));
    expect(posted).toEqual([{ amount: 3 }]);
    expect(result.current.revealsResult).toBe(false);

    await act(() => result.current.submit({ amount: -1 }));
    expect(result.current.refusals).toBe(1);
    await act(() => result.current.submit({ amount: 4 }));
    expect(result.current.revealsResult).toBe(true);
  });

  it('스키마 코드를 받지 못하면 보내지 않고 인터넷 연결을 확인하라고 말해요', async () => {
    let reachable = false;
    const { result, posted } = renderForm(() =>
      reachable ? Promise.resolve(amountSchema) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await act(() => result.current.submit({ amount: 3 }));
    expect(posted).toEqual([]);
    expect(result.current.generalError).toBe('인터넷 연결을 확인한 뒤 다시 시도해주세요.');

    reachable = true;
    await act(() => result.current.submit({ amount: 3 }));
    expect(posted).toEqual([{ amount: 3 }]);
    expect(result.current.generalError).toBeNull();
  });
});
