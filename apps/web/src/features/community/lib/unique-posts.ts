/**
 * The posts of every loaded page, each once. POPULAR paging reads live like counts, so a post whose
 * count changed while someone scrolled can come back on a later page (docs/decisions/0006).
 * @example uniquePosts([{ posts: [{ id: 1 }, { id: 2 }] }, { posts: [{ id: 2 }, { id: 3 }] }]) // ids 1, 2, 3
 */
export function uniquePosts<Post extends { id: number | string }>(
  pages: readonly { posts: readonly Post[] }[],
): Post[] {
  const seen = new Set<Post['id']>();
  const posts: Post[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}
