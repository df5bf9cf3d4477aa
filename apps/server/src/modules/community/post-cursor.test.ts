import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePostCursor, encodePostCursor, type PostCursor } from './post-cursor.ts';

const createdAt = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const cursorArbitrary: fc.Arbitrary<PostCursor> = fc.oneof(
  fc.record({ sortType: fc.constant('LATEST' as const), createdAt, id: fc.uuid() }),
  fc.record({ sortType: fc.constant('POPULAR' as const), likeCount: fc.nat(), createdAt, id: fc.uuid() }),
);

describe('글 목록 커서', () => {
  it('만든 커서를 다시 읽으면 같은 정렬 키예요 (밀리초까지)', () => {
    fc.assert(
      fc.property(cursorArbitrary, (cursor) => {
        expect(decodePostCursor(encodePostCursor(cursor), cursor.sortType)).toEqual(cursor);
      }),
    );
  });

  it('URL 에 그대로 넣을 수 있는 글자만 써요', () => {
    fc.assert(
      fc.property(cursorArbitrary, (cursor) => {
        expect(encodePostCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
      }),
    );
  });

  it('최신순 커서로 인기순을 이어 보거나 그 반대는 할 수 없어요', () => {
    const latest = encodePostCursor({
      sortType: 'LATEST',
      createdAt: new Date(),
      id: '6f1c2a4e-8a51-4c1e-9a0f-2a7e3c1d5b9a',
    });
    expect(decodePostCursor(latest, 'POPULAR')).toBeNull();
    const popular = encodePostCursor({
      sortType: 'POPULAR',
      likeCount: 3,
      createdAt: new Date(),
      id: '6f1c2a4e-8a51-4c1e-9a0f-2a7e3c1d5b9a',
    });
    expect(decodePostCursor(popular, 'LATEST')).toBeNull();
  });

  it.each([
    'garbage',
    '',
    '!!!',
    Buffer.from('["L","어제","x"]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('우리가 만들지 않은 커서 %j 는 거절해요', (text) => {
    expect(decodePostCursor(text, 'LATEST')).toBeNull();
  });

  const crafted = (tuple: unknown[]) => Buffer.from(JSON.stringify(tuple)).toString('base64url');
  const id = '6f1c2a4e-8a51-4c1e-9a0f-2a7e3c1d5b9a';

  it.each([
    ['int4 를 넘는 좋아요 수', ['P', 2_147_483_648, '2026-11-03T00:00:00Z', id], 'POPULAR'],
    ['음수 좋아요 수', ['P', -1, '2026-11-03T00:00:00Z', id], 'POPULAR'],
    ['0000년', ['L', '0000-01-01T00:00:00Z', id], 'LATEST'],
    ['9999년', ['P', 1, '9999-12-31T23:59:59Z', id], 'POPULAR'],
  ] as const)('데이터베이스가 받지 못할 값(%s)을 담은 커서는 거절해요', (_title, tuple, sortType) => {
    expect(decodePostCursor(crafted([...tuple]), sortType)).toBeNull();
  });

  it('int4 의 가장 큰 좋아요 수까지는 받아요', () => {
    expect(decodePostCursor(crafted(['P', 2_147_483_647, '2026-11-03T00:00:00Z', id]), 'POPULAR')).toMatchObject({
      likeCount: 2_147_483_647,
    });
  });
});
