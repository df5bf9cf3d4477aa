import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressPage, searchedAddress } from '../../testing/loan-form-test-responses.ts';
import { ok, type RecordedRequest } from '../../testing/start-test-server.ts';
import { createInitialAppState, type LoanForm } from '../store/app-store.ts';
import { LoanFormAddressEditor } from './loan-form-address-editor.tsx';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

/** jsdom has no IntersectionObserver: this one lets a test say "the end of the list is in view". */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const searches = () => server.requests.filter((request) => request.url.startsWith('/api/v1/addressSearch'));
const keywordOf = (request: RecordedRequest | undefined) =>
  (JSON.parse(request?.body ?? '{}') as { keyword?: string }).keyword;

function renderEditor(onComplete = vi.fn<(changes: Partial<LoanForm>) => void>()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoanFormAddressEditor form={createInitialAppState().loanForm} onComplete={onComplete} />
    </QueryClientProvider>,
  );
  return { onComplete, input: screen.getByLabelText('주소 검색') };
}

beforeEach(() => {
  server.requests.length = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await server.close();
});

describe('주소 검색 시트', () => {
  it('입력이 멈춘 뒤 한 번만 찾고, 한 글자로는 찾지 않아요', async () => {
    server.respondWith(() => ok(addressPage([searchedAddress()])));
    const { input } = renderEditor();
    fireEvent.change(input, { target: { value: '역' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('두 글자 이상 입력하면 찾아드려요.')).toBeTruthy();

    fireEvent.change(input, { target: { value: '역삼' } });
    fireEvent.change(input, { target: { value: '역삼동 ' } });
    await screen.findByRole('button', { name: /테헤란로 212/ });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.url).toBe('/api/v1/addressSearch?page=1');
    expect(keywordOf(searches()[0])).toBe('역삼동');
  });

  it('서버가 알려준 일치 부분을 강조하고, 안내가 있으면 보여줘요', async () => {
    const neighbourhood = searchedAddress({
      roadAddress: '',
      buildingName: '',
      jibun: '',
      jibunAddress: '서울특별시 강남구 역삼동',
      displayAddress: '서울특별시 강남구 역삼동',
      highlights: [{ start: 10, end: 13 }],
    });
    server.respondWith(() =>
      ok(
        addressPage([neighbourhood], {
          source: 'OFFLINE',
          notice: '주소 검색 서비스가 원활하지 않아 동네 단위로 찾았어요.',
        }),
      ),
    );
    const { input } = renderEditor();
    fireEvent.change(input, { target: { value: '역삼동' } });
    const match = await screen.findByText('역삼동', { selector: 'mark' });
    expect(match.closest('button')?.textContent).toBe('서울특별시 강남구 역삼동');
    expect(screen.getByRole('note').textContent).toBe('주소 검색 서비스가 원활하지 않아 동네 단위로 찾았어요.');
  });

  it('결과가 없으면 "찾으시는 주소가 없어요" 를 보여줘요', async () => {
    server.respondWith(() => ok(addressPage([])));
    const { input } = renderEditor();
    fireEvent.change(input, { target: { value: '없는동네' } });
    expect(await screen.findByText('찾으시는 주소가 없어요')).toBeTruthy();
  });

  it('목록 끝이 보이면 다음 페이지를 이어 붙이고, 더 없으면 멈춰요', async () => {
    server.respondWith((request) => {
      const page = Number(new URL(request.url, server.baseUrl).searchParams.get('page'));
      const addresses = Array.from({ length: 20 }, (_, index) =>
        searchedAddress({ roadAddress: `테헤란로 ${page}-${index}`, displayAddress: `테헤란로 ${page}-${index}` }),
      );
      return ok(addressPage(addresses, { page, hasMore: page < 2 }));
    });
    const { input } = renderEditor();
    fireEvent.change(input, { target: { value: '테헤란로' } });
    await screen.findByRole('button', { name: /^테헤란로 1-19/ });
    act(() => FakeIntersectionObserver.scrollToEnd());
    await screen.findByRole('button', { name: /^테헤란로 2-19/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(searches().map((request) => request.url)).toEqual([
      '/api/v1/addressSearch?page=1',
      '/api/v1/addressSearch?page=2',
    ]);

    act(() => FakeIntersectionObserver.scrollToEnd());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searches()).toHaveLength(2);
  });

  it('다음 페이지의 출처가 바뀌면 목록을 그 페이지부터 새로 보여줘요', async () => {
    server.respondWith((request) => {
      const page = Number(new URL(request.url, server.baseUrl).searchParams.get('page'));
      if (page === 1) return ok(addressPage([searchedAddress({ displayAddress: '공식 결과' })], { hasMore: true }));
      return ok(
        addressPage([searchedAddress({ displayAddress: '동네 결과' })], {
          page,
          source: 'OFFLINE',
          notice: '주소 검색 서비스가 원활하지 않아 동네 단위로 찾았어요.',
        }),
      );
    });
    const { input } = renderEditor();
    fireEvent.change(input, { target: { value: '테헤란로' } });
    await screen.findByRole('button', { name: /^공식 결과/ });
    act(() => FakeIntersectionObserver.scrollToEnd());
    await screen.findByRole('button', { name: /^동네 결과/ });
    expect(screen.queryByRole('button', { name: /^공식 결과/ })).toBeNull();
    expect(screen.getByRole('note')).toBeTruthy();
  });

  it('주소를 고르면 건물의 면적 중에서 고르게 하고, 주소 필드와 면적·주택 유형을 채워요', async () => {
    server.respondWith((request) =>
      request.url.startsWith('/api/v1/housingInfo')
        ? ok({
            source: 'MOLIT',
            housingType: 'OFFICETEL',
            areas: [
              {
                exclusiveArea: 29.8,
                label: '29.8㎡ (약 9평)',
                averageDeposit: 210_000_000,
                averageMonthlyRent: null,
                transactionCount: 3,
              },
              {
                exclusiveArea: 59.9,
                label: '59.9㎡ (약 18평)',
                averageDeposit: null,
                averageMonthlyRent: null,
                transactionCount: 0,
              },
            ],
          })
        : ok(addressPage([searchedAddress()])),
    );
    const { input, onComplete } = renderEditor();
    fireEvent.change(input, { target: { value: '테헤란로 212' } });
    fireEvent.click(await screen.findByRole('button', { name: /테헤란로 212/ }));
    const area = await screen.findByRole('button', { name: /29.8㎡/ });
    expect(area.textContent).toContain('최근 평균 보증금 2억 1,000만원 · 3건');
    const housingRequest = server.requests.find((request) => request.url === '/api/v1/housingInfo');
    expect(JSON.parse(housingRequest?.body ?? '{}')).toEqual({
      districtCode: '1168010100',
      jibun: '737',
      dongName: '역삼동',
    });
    fireEvent.click(area);
    expect(onComplete).toHaveBeenCalledWith({
      buildingName: '역삼센트럴',
      districtCode: '1168010100',
      dongName: '역삼동',
      jibun: '737',
      exclusiveArea: 29.8,
      rentHousingType: 'OFFICETEL',
    });
  });

  it('동네만 알고 번지를 모르면 비워둔 채로 정할 수 있어요', async () => {
    server.respondWith((request) =>
      request.url.startsWith('/api/v1/housingInfo')
        ? ok({
            source: 'OFFLINE',
            housingType: null,
            areas: [
              {
                exclusiveArea: 59,
                label: '59㎡ (약 18평)',
                averageDeposit: null,
                averageMonthlyRent: null,
                transactionCount: 0,
              },
            ],
          })
        : ok(
            addressPage(
              [
                searchedAddress({
                  roadAddress: '',
                  buildingName: '',
                  jibun: '',
                  displayAddress: '서울특별시 강남구 역삼동',
                }),
              ],
              { source: 'OFFLINE' },
            ),
          ),
    );
    const { input, onComplete } = renderEditor();
    fireEvent.change(input, { target: { value: '역삼동' } });
    fireEvent.click(await screen.findByRole('button', { name: /역삼동/ }));
    fireEvent.click(await screen.findByRole('button', { name: '59㎡ (약 18평)' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ districtCode: '1168010100', jibun: '' })),
    );
  });

  it('동네를 고르면 번지를 받고, 면적은 직접 입력할 수도 있어요', async () => {
    server.respondWith((request) =>
      request.url.startsWith('/api/v1/housingInfo')
        ? ok({
            source: 'OFFLINE',
            housingType: null,
            areas: [
              {
                exclusiveArea: 59,
                label: '59㎡ (약 18평)',
                averageDeposit: null,
                averageMonthlyRent: null,
                transactionCount: 0,
              },
            ],
          })
        : ok(
            addressPage(
              [
                searchedAddress({
                  roadAddress: '',
                  buildingName: '',
                  jibun: '',
                  displayAddress: '서울특별시 강남구 역삼동',
                }),
              ],
              { source: 'OFFLINE' },
            ),
          ),
    );
    const { input, onComplete } = renderEditor();
    fireEvent.change(input, { target: { value: '역삼동' } });
    fireEvent.click(await screen.findByRole('button', { name: /역삼동/ }));
    await screen.findByRole('button', { name: '59㎡ (약 18평)' });
    fireEvent.change(screen.getByLabelText('전용면적 직접 입력'), { target: { value: '41.5' } });
    fireEvent.change(screen.getByLabelText('번지'), { target: { value: '칠삼칠' } });
    fireEvent.click(screen.getByRole('button', { name: '이 면적으로 정하기' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('번지'), { target: { value: '737-1' } });
    fireEvent.click(screen.getByRole('button', { name: '이 면적으로 정하기' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({
        buildingName: '',
        districtCode: '1168010100',
        dongName: '역삼동',
        jibun: '737-1',
        exclusiveArea: 41.5,
      }),
    );
  });
});
