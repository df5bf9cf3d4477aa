import type { SortType } from '@jipsa/contracts';
import { z } from 'zod';

/** Where a page of `GET /api/v1/post/sorted` ended: the sort key of its last post. */
export type PostCursor =
  | { sortType: 'LATEST'; createdAt: Date; id: string }
  | { sortType: 'POPULAR'; likeCount: number; createdAt: Date; id: string };

// A crafted cursor must fail here, not in PostgreSQL: like counts are int4, and timestamptz has no year 0.
const LIKE_COUNT_MAX = 2_147_483_647;
const EARLIEST_POST = Date.parse('2000-01-01T00:00:00Z');
const LATEST_POST = Date.parse('2100-01-01T00:00:00Z');
const postTime = z.iso.datetime().refine((text) => {
  const time = Date.parse(text);
  return time >= EARLIEST_POST && time < LATEST_POST;
});

// Short tuples keep the cursor small; the leading letter stops a LATEST cursor from paging POPULAR.
const tupleSchema = z.union([
  z.tuple([z.literal('L'), postTime, z.uuid()]),
  z.tuple([z.literal('P'), z.number().int().min(0).max(LIKE_COUNT_MAX), postTime, z.uuid()]),
]);

/**
 * The opaque `nextCursor` for a page that ended at `cursor` (base64url of the sort key tuple).
 *
 * @example
 * encodePostCursor({ sortType: 'LATEST', createdAt: new Date('2026-11-03T00:00:00Z'), id }); // 'WyJMIiwiMjAyNi0x…'
 */
export function encodePostCursor(cursor: PostCursor): string {
  const tuple =
    cursor.sortType === 'LATEST'
      ? ['L', cursor.createdAt.toISOString(), cursor.id]
      : ['P', cursor.likeCount, cursor.createdAt.toISOString(), cursor.id];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

/**
 * The cursor a client sent back, or null when it is not one of ours or belongs to the other sort order.
 *
 * @example
 * decodePostCursor(encodePostCursor(cursor), cursor.sortType); // equal to cursor
 * decodePostCursor('garbage', 'LATEST'); // null
 */
export function decodePostCursor(text: string, sortType: SortType): PostCursor | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = tupleSchema.safeParse(json);
  if (!parsed.success) return null;
  const tuple = parsed.data;
  if (tuple[0] === 'L') {
    return sortType === 'LATEST' ? { sortType, createdAt: new Date(tuple[1]), id: tuple[2] } : null;
  }
  return sortType === 'POPULAR' ? { sortType, likeCount: tuple[1], createdAt: new Date(tuple[2]), id: tuple[3] } : null;
}
