import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/api-error.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('창에 다시 포커스해도 쿼리를 다시 불러오지 않아요', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('4xx 오류는 재시도하지 않고, 서버·네트워크 오류는 두 번까지 재시도해요', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry must be a function');
    const notFound = new ApiError({ status: 404, errorCode: 'NOT_FOUND', message: '없어요' });
    const network = new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: '연결 안 됨' });
    expect(retry(0, notFound)).toBe(false);
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(true);
    expect(retry(2, network)).toBe(false);
  });
});
