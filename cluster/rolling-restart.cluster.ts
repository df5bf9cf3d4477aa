import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { Browser } from './support/client.ts';

// A rolling restart under load: every instance in turn gets SIGTERM and starts again while clients keep
// writing through the balancer. No request may fail with a 5xx, and every acknowledged write must be there.

const MEMBERS = 16;
const WORKERS = 6;

type Member = { browser: Browser; accessToken: string };

async function createPost(member: Member, title: string): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('content', '재시작 중에도 글이 남아요');
  const encoded = new Response(form);
  const answer = await member.browser.request('/api/v1/post', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', accesstoken: member.accessToken },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  if (answer.status !== 200) throw new Error(`post failed: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).data.id as string;
}

describe('순차 재시작', () => {
  it('부하 중에 인스턴스를 하나씩 재시작해도 5xx 는 없고, 응답받은 쓰기는 모두 남아 좋아요 수가 정확해요', async () => {
    const members: Member[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const browser = new Browser(`100.64.0.${index + 1}`);
      const { accessToken } = await browser.logIn(`재시작${index}-${Date.now() % 10_000}`);
      members.push({ browser, accessToken });
    }
    const postIds = [await createPost(members[0]!, '재시작 A'), await createPost(members[1]!, '재시작 B')];

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const acknowledgedComments = new Set<string>();
    const acknowledgedLikes = new Map<string, Set<number>>(postIds.map((id) => [id, new Set()]));
    let running = true;
    let sent = 0;

    const worker = async (seed: number) => {
      for (let turn = seed; running; turn += WORKERS) {
        const memberIndex = turn % MEMBERS;
        const member = members[memberIndex]!;
        const postId = postIds[turn % postIds.length]!;
        sent += 1;
        try {
          let answer;
          if (turn % 3 === 0) {
            answer = await member.browser.json(`/api/v1/post/${postId}/like`, 'POST', undefined, member.accessToken);
            if (answer.status === 200) acknowledgedLikes.get(postId)!.add(memberIndex);
          } else if (turn % 3 === 1) {
            answer = await member.browser.json(
              `/api/v1/comment/${postId}`,
              'POST',
              { postId, content: `재시작 댓글 ${turn}` },
              member.accessToken,
            );
            if (answer.status === 200) acknowledgedComments.add(JSON.parse(answer.text).data.id as string);
          } else {
            answer = await member.browser.request(`/api/v1/post/${postId}`);
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };

    const load = Promise.all(Array.from({ length: WORKERS }, (_, seed) => worker(seed)));
    for (const instance of inject('clusterInstances')) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const restarted = await fetch(`${inject('clusterControlUrl')}/restart/${instance.name}`, { method: 'POST' });
      expect(restarted.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await load;

    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const client = new pg.Client({ connectionString: inject('clusterDatabaseUrl') });
    await client.connect();
    try {
      const comments = await client.query<{ id: string }>('SELECT id FROM comments WHERE id = ANY($1::uuid[])', [
        [...acknowledgedComments],
      ]);
      const likes = await client.query<{ id: string; like_count: number; rows: number }>(
        `SELECT p.id, p.like_count, (SELECT count(*)::int FROM post_likes l WHERE l.post_id = p.id) AS rows
         FROM posts p WHERE p.id = ANY($1::uuid[])`,
        [postIds],
      );
      const acknowledgedWrites =
        acknowledgedComments.size + [...acknowledgedLikes.values()].reduce((sum, set) => sum + set.size, 0);
      const foundWrites =
        comments.rowCount! +
        likes.rows.reduce((sum, row) => sum + Math.min(row.rows, acknowledgedLikes.get(row.id)!.size), 0);
      console.info(
        `rolling restart: ${sent} requests sent, ${serverErrors} 5xx, ${failures.length} network failures, ` +
          `${acknowledgedWrites} acknowledged writes, ${foundWrites} found; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );

      expect(failures).toEqual([]);
      expect(serverErrors).toBe(0);
      expect(comments.rowCount).toBe(acknowledgedComments.size);
      for (const row of likes.rows) {
        expect(row.like_count).toBe(row.rows);
        expect(row.rows).toBe(acknowledgedLikes.get(row.id)!.size);
      }
      expect(foundWrites).toBe(acknowledgedWrites);
      expect(acknowledgedWrites).toBeGreaterThan(50);
    } finally {
      await client.end();
    }
  });
});
