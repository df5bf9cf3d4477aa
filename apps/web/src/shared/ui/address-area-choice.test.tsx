import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AddressAreaChoice } from './address-area-choice.tsx';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

afterEach(() => {
  cleanup();
});
afterAll(async () => {
  await server.close();
});

describe('전용면적 시트 (issue 50)', () => {
  it('주소를 고르기 전에는 못 불러왔다고 하지 않고, 주소를 먼저 고르라고 해요', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddressAreaChoice
          address={{ districtCode: '', jibun: '', dongName: '' }}
          currentArea={null}
          onChoose={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/주소를 먼저 골라 주세요/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/면적 정보를 불러오지 못했어요/)).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText('전용면적 직접 입력')).toBeTruthy();
  });
});
