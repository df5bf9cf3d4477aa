import { describe, expect, it } from 'vitest';
import { uniquePosts } from './unique-posts.ts';

describe('uniquePosts', () => {
  it('여러 페이지에 다시 나온 글은 처음 나온 자리에 한 번만 보여요', () => {
    const pages = [{ posts: [{ id: 1 }, { id: 2 }] }, { posts: [{ id: 2 }, { id: 3 }] }, { posts: [] }];
    expect(uniquePosts(pages).map((post) => post.id)).toEqual([1, 2, 3]);
  });
});
