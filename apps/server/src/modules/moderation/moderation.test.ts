import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { rowsOf } from '../../db/client.ts';
import { contentReports, moderatedItems } from '../../db/schema/moderation.ts';
import { users } from '../../db/schema/users.ts';
import { recordConformance } from '../../testing/openapi-conformance-recorder.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, oneMember, sendPostForm, writePost } from '../community/community-test-support.ts';
import { runOperatorsCli } from './operators-cli.ts';

// Reports, the hiding threshold, blocks, suspensions, the operators' desk (issue 33), on two app instances
// sharing one database: every state must hold across instances, none may live in one process's memory.

let testApp: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  testApp = await buildTestApp({ REPORT_HIDE_THRESHOLD: '3', REPORTS_PER_MINUTE: '100000' });
  other = await buildApp({ config: testApp.config, database: testApp.database, webDistDir: null, logger: false });
  recordConformance(other);
});
afterAll(async () => {
  await Promise.all([testApp.app.close(), other.close()]);
});

const app = () => testApp.app;
/**
 * What another instance shows: its shared views of the board are kept for a second (ADR 0014), so a change made
 * through one instance reaches the other's lists and pages within that second, not at once.
 */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3_000, interval: 100 });
const db = () => testApp.database.db;
type Member = Awaited<ReturnType<typeof oneMember>>;

/** Members whose account is a week old: the new-member spam rule does not hold their posts. */
async function member(name: string): Promise<Member> {
  const made = await oneMember(app(), name);
  await db()
    .update(users)
    .set({ createdAt: sql`now() - interval '7 days'` })
    .where(eq(users.id, made.id));
  return made;
}

/** The operators command with its output, for the tests that read it. */
async function operatorsCli(args: string[]) {
  const out: string[] = [];
  const code = await runOperatorsCli(args, {
    database: async () => db(),
    print: (line) => out.push(line),
    printError: (line) => out.push(line),
  });
  return { code, output: out.join('\n') };
}

let activityHost: Promise<{ id: string }> | undefined;
/** A comment on the board that is not hidden; under one post of its own, so no test's counts see it. */
async function active(someone: Member): Promise<Member> {
  activityHost ??= member('자리지기').then((host) => post(host));
  await comment(someone, (await activityHost).id, '저도 같은 고민이에요');
  return someone;
}

/** A member with standing (ADR 0038): a week-old account with a comment on the board that is not hidden. */
const reporter = async (name: string) => active(await member(name));

/** An operator, made the only way there is: the operators command. */
async function operator(name = '운영자'): Promise<Member> {
  const made = await member(name);
  const { code, output } = await operatorsCli(['grant', made.id]);
  expect(code, output).toBe(0);
  return made;
}

let unique = 0;
const post = (author: Member, content = '전세 계약 전에 무엇을 확인해야 하나요?') => {
  unique += 1;
  return writePost(app(), author.token, { title: `글 ${unique}`, content });
};
const report = (instance: FastifyInstance, reporter: Member, targetType: 'POST' | 'COMMENT', targetId: string) =>
  call(instance, 'POST', '/api/v1/reports', reporter.token, { targetType, targetId, reason: 'AD_SPAM' });
const listIds = async (instance: FastifyInstance, viewer?: Member, sortType = 'LATEST') => {
  const response = await call(instance, 'GET', `/api/v1/post/sorted?sortType=${sortType}&size=50`, viewer?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.posts.map((each: { id: string }) => each.id) as string[];
};
const comment = async (author: Member, postId: string, content: string) => {
  const response = await call(app(), 'POST', `/api/v1/comment/${postId}`, author.token, { postId, content });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string };
};
const detail = (instance: FastifyInstance, postId: string, viewer?: Member) =>
  call(instance, 'GET', `/api/v1/post/${postId}`, viewer?.token);

describe('신고', () => {
  it('한 회원은 한 글을 한 번만 신고하고, 두 번째는 409 ALREADY_REPORTED예요', async () => {
    const author = await member('글쓴이');
    const reporter = await member('신고자');
    const written = await post(author);

    const first = await report(app(), reporter, 'POST', written.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.hidden).toBe(false);
    const again = await report(other, reporter, 'POST', written.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('ALREADY_REPORTED');
    expect(again.json().message).toMatch(/이미 신고했어요/);
    const rows = await db()
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetId, written.id), eq(contentReports.reporterId, reporter.id)));
    expect(rows).toHaveLength(1);
    expect((await detail(app(), written.id, reporter)).json().data.reportedByMe).toBe(true);
  });

  it('내 글은 신고할 수 없고, 기타는 사유를 적어야 해요', async () => {
    const author = await member('글쓴이');
    const written = await post(author);
    const own = await report(app(), author, 'POST', written.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('내가 쓴 글이나 댓글은 신고할 수 없어요.');

    const reporter = await member('신고자');
    const other = await call(app(), 'POST', '/api/v1/reports', reporter.token, {
      targetType: 'POST',
      targetId: written.id,
      reason: 'OTHER',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().data.fieldErrors).toEqual([{ field: 'detail', message: '기타 사유를 적어주세요.' }]);
  });

  it('서로 다른 세 회원이 두 인스턴스에서 동시에 신고하면 바로 숨겨지고, 작성자에게만 검토 중으로 보여요', async () => {
    const author = await member('글쓴이');
    const commenter = await member('댓글쓴이');
    const [a, b, c] = await Promise.all([reporter('신고1'), reporter('신고2'), reporter('신고3')]);
    const written = await post(author);
    const reply = await comment(commenter, written.id, '010-1234-5678로 연락 주세요');

    // Two reports: still on the board, on both instances.
    await Promise.all([report(app(), a, 'POST', written.id), report(other, b, 'POST', written.id)]);
    expect(await listIds(other)).toContain(written.id);

    // The third arrives with another on the comment, on different instances at once.
    const [third, ...commentReports] = await Promise.all([
      report(other, c, 'POST', written.id),
      report(app(), a, 'COMMENT', reply.id),
      report(other, b, 'COMMENT', reply.id),
      report(app(), c, 'COMMENT', reply.id),
    ]);
    expect(third.json().data.hidden).toBe(true);
    expect(commentReports.some((response) => response.json().data.hidden)).toBe(true);

    for (const instance of [app(), other]) {
      await eventually(async () => expect(await listIds(instance)).not.toContain(written.id));
      expect(await listIds(instance, a, 'POPULAR')).not.toContain(written.id);
      await eventually(async () => expect((await detail(instance, written.id)).statusCode).toBe(404));
      expect((await detail(instance, written.id, a)).statusCode).toBe(404);
      const own = await detail(instance, written.id, author);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data.underReview).toEqual({ hiddenReason: 'REPORTS', reportReasons: ['AD_SPAM'] });
      // The hidden comment is not counted either, and only its author sees it.
      expect(own.json().data.commentCount).toBe(0);
      expect(own.json().data.comments).toEqual([]);
    }
  });

  it('글 스무 개에 세 명씩 동시에 신고해도 한 개도 빠짐없이 숨겨져요 (개수는 같은 트랜잭션에서 잠그고 세요)', async () => {
    const author = await member('글쓴이');
    const reporters = await Promise.all([reporter('동시1'), reporter('동시2'), reporter('동시3')]);
    const written = [];
    for (let index = 0; index < 20; index += 1) written.push(await post(author));
    const responses = await Promise.all(
      written.flatMap((each) =>
        reporters.map((reporter, index) => report(index % 2 ? other : app(), reporter, 'POST', each.id)),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const [hidden] = await rowsOf<{ count: number }>(
      db(),
      sql`select count(*)::int as count from moderated_items where target_type = 'POST' and hidden_at is not null
          and target_id in (${sql.join(
            written.map((each) => sql`${each.id}::uuid`),
            sql`, `,
          )})`,
    );
    expect(Number(hidden?.count)).toBe(20);
  });

  it('숨겨진 댓글은 글 상세와 댓글 수에서 빠지고, 그 작성자만 검토 중으로 봐요', async () => {
    const author = await member('글쓴이');
    const commenter = await member('댓글쓴이');
    const reporters = await Promise.all([reporter('신고1'), reporter('신고2'), reporter('신고3')]);
    const written = await post(author);
    const reply = await comment(commenter, written.id, '문의는 오픈채팅으로');
    await comment(author, written.id, '감사합니다');
    for (const reporter of reporters) await report(app(), reporter, 'COMMENT', reply.id);

    for (const instance of [app(), other]) {
      await eventually(async () => {
        const seen = (await detail(instance, written.id, reporters[0])).json().data;
        expect(seen.commentCount).toBe(1);
        expect(seen.comments.map((each: { id: string }) => each.id)).not.toContain(reply.id);
      });
      const own = (await detail(instance, written.id, commenter)).json().data;
      const mine = own.comments.find((each: { id: string }) => each.id === reply.id);
      expect(mine.underReview).toEqual({ hiddenReason: 'REPORTS', reportReasons: ['AD_SPAM'] });
    }
    const listed = (await call(app(), 'GET', '/api/v1/post/sorted?size=50')).json().data.posts;
    expect(listed.find((each: { id: string }) => each.id === written.id).commentCount).toBe(1);
  });
});

describe('신고 자격 (ADR 0038)', () => {
  /** Whether the post is hidden, as stored: no instance's one-second views in between. */
  const hiddenOf = async (postId: string) => {
    const [row] = await db()
      .select({ hiddenAt: moderatedItems.hiddenAt })
      .from(moderatedItems)
      .where(and(eq(moderatedItems.targetType, 'POST'), eq(moderatedItems.targetId, postId)));
    return Boolean(row?.hiddenAt);
  };
  const queued = async (desk: Member, targetId: string) => {
    const queue = (await call(app(), 'GET', '/api/v1/admin/reports?size=50', desk.token)).json().data;
    return queue.items.find((item: { targetId: string }) => item.targetId === targetId);
  };

  it('가입한 지 일주일이 안 된 세 회원이 신고하면 숨겨지지 않고 운영자 처리함에만 올라요', async () => {
    const author = await reporter('오래된글쓴이');
    const written = await post(author);
    for (const name of ['새계정1', '새계정2', '새계정3']) {
      const newcomer = await active(await oneMember(app(), name));
      const response = await report(app(), newcomer, 'POST', written.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.hidden).toBe(false);
    }
    expect(await hiddenOf(written.id)).toBe(false);
    expect(await listIds(other)).toContain(written.id);
    expect(await queued(await operator('새계정처리함'), written.id)).toMatchObject({ reportCount: 3, hidden: false });
  });

  it('일주일 넘은 계정이라도 숨겨지지 않은 글이나 댓글이 없으면 자격이 없어요', async () => {
    const desk = await operator('활동확인운영자');
    const author = await reporter('글쓴이');
    const written = await post(author);
    const silent = await member('활동없음');
    const [hiddenCommentOnly, hiddenPostOnly] = [await member('숨겨진댓글만'), await member('숨겨진글만')];
    const hiddenComment = await comment(hiddenCommentOnly, (await post(author)).id, '오픈채팅으로 오세요');
    const act = (path: string) =>
      call(app(), 'POST', `/api/v1/admin/reports/${path}/hide`, desk.token, { reason: '광고' });
    expect((await act(`COMMENT/${hiddenComment.id}`)).statusCode).toBe(200);
    expect((await act(`POST/${(await post(hiddenPostOnly)).id}`)).statusCode).toBe(200);

    for (const someone of [silent, hiddenCommentOnly, hiddenPostOnly]) await report(app(), someone, 'POST', written.id);
    expect(await hiddenOf(written.id)).toBe(false);
    expect(await queued(desk, written.id)).toMatchObject({ reportCount: 3, hidden: false });
  });

  it('자격 있는 세 회원이 신고하면 바로 숨겨지고, 운영자가 신뢰한 회원은 새 계정이라도 자격이 있어요', async () => {
    const author = await reporter('글쓴이');
    const written = await post(author);
    const trusted = await oneMember(app(), '신뢰회원');
    const trusting = await operatorsCli(['trust', trusted.id]);
    expect(trusting.code, trusting.output).toBe(0);

    expect((await report(app(), await reporter('자격1'), 'POST', written.id)).json().data.hidden).toBe(false);
    expect((await report(other, await reporter('자격2'), 'POST', written.id)).json().data.hidden).toBe(false);
    const third = await report(app(), trusted, 'POST', written.id);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.hidden).toBe(true);
    expect(await hiddenOf(written.id)).toBe(true);
    await eventually(async () => expect((await detail(other, written.id)).statusCode).toBe(404));
  });

  it('운영자가 되돌린 글은 예전 신고나 자격 없는 새 신고로 다시 숨겨지지 않고, 새로 자격 있는 세 명이 있어야 해요', async () => {
    const desk = await operator('되돌리는운영자');
    const author = await reporter('글쓴이');
    const written = await post(author);
    const earlier = [await reporter('먼저1'), await reporter('먼저2'), await reporter('먼저3')];
    for (const someone of earlier) await report(app(), someone, 'POST', written.id);
    expect(await hiddenOf(written.id)).toBe(true);
    const restored = await call(other, 'POST', `/api/v1/admin/reports/POST/${written.id}/restore`, desk.token, {
      reason: '광고 아님',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await hiddenOf(written.id)).toBe(false);

    // The earlier reporters cannot report again, and three new accounts do not hide it.
    expect((await report(app(), earlier[0]!, 'POST', written.id)).json().data.errorCode).toBe('ALREADY_REPORTED');
    for (const name of ['새신고1', '새신고2', '새신고3'])
      expect((await report(other, await oneMember(app(), name), 'POST', written.id)).json().data.hidden).toBe(false);
    expect((await report(app(), await reporter('새자격1'), 'POST', written.id)).json().data.hidden).toBe(false);
    expect((await report(other, await reporter('새자격2'), 'POST', written.id)).json().data.hidden).toBe(false);
    expect(await hiddenOf(written.id)).toBe(false);
    expect(await queued(desk, written.id)).toMatchObject({ reportCount: 5, hidden: false });

    expect((await report(app(), await reporter('새자격3'), 'POST', written.id)).json().data.hidden).toBe(true);
  });
});

describe('차단', () => {
  it('차단한 작성자의 글과 댓글은 목록, 댓글 수 어디에도 없고, 상세는 차단한 사용자의 글이라고 답하며, 차단을 풀면 돌아와요', async () => {
    const blocker = await member('차단하는회원');
    const blocked = await member('차단될회원');
    const bystander = await member('다른회원');
    const theirs = await post(blocked);
    const host = await post(bystander);
    const theirComment = await comment(blocked, host.id, '제 글도 봐주세요');
    await comment(bystander, host.id, '좋은 정보네요');

    const made = await call(app(), 'POST', '/api/v1/user/blocks', blocker.token, { commentId: theirComment.id });
    expect(made.statusCode, made.body).toBe(200);
    const block = made.json().data;
    expect(block.label).toBe(blocked.name);
    expect(JSON.stringify(made.json())).not.toContain(blocked.id);
    const listed = (await call(other, 'GET', '/api/v1/user/blocks', blocker.token)).json().data.blocks;
    expect(listed).toEqual([block]);
    expect(JSON.stringify(listed)).not.toContain(blocked.id);

    for (const instance of [app(), other]) {
      for (const sortType of ['LATEST', 'POPULAR']) {
        await eventually(async () => {
          const ids = await listIds(instance, blocker, sortType);
          expect(ids).not.toContain(theirs.id);
          expect(ids).toContain(host.id);
        });
      }
      // Opened from a link: said to be a blocked author's post (not a missing one), without its content.
      const blockedDetail = await detail(instance, theirs.id, blocker);
      expect(blockedDetail.statusCode).toBe(403);
      expect(blockedDetail.json()).toMatchObject({
        message: '차단한 사용자의 글이에요.',
        data: { errorCode: 'AUTHOR_BLOCKED' },
      });
      expect(blockedDetail.body).not.toContain(theirs.title);
      const hostSeen = (await detail(instance, host.id, blocker)).json().data;
      expect(hostSeen.comments.map((each: { id: string }) => each.id)).not.toContain(theirComment.id);
      expect(hostSeen.commentCount).toBe(1);
      const listedHost = (await call(instance, 'GET', '/api/v1/post/sorted?size=50', blocker.token)).json().data.posts;
      expect(listedHost.find((each: { id: string }) => each.id === host.id).commentCount).toBe(1);
      // Everyone else still sees them.
      await eventually(async () => {
        expect(await listIds(instance, bystander)).toContain(theirs.id);
        expect((await detail(instance, host.id, bystander)).json().data.commentCount).toBe(2);
      });
    }

    const removed = await call(app(), 'DELETE', `/api/v1/user/blocks/${block.blockId}`, blocker.token);
    expect(removed.statusCode).toBe(200);
    await eventually(async () => {
      expect(await listIds(app(), blocker)).toContain(theirs.id);
      expect((await detail(app(), theirs.id, blocker)).statusCode).toBe(200);
    });
  });

  it('나를 차단할 수 없고, 남의 차단은 풀 수 없어요', async () => {
    const me = await member('나');
    const someone = await member('남');
    const mine = await post(me);
    const self = await call(app(), 'POST', '/api/v1/user/blocks', me.token, { postId: mine.id });
    expect(self.statusCode).toBe(400);
    const block = (await call(app(), 'POST', '/api/v1/user/blocks', someone.token, { postId: mine.id })).json().data;
    const stolen = await call(app(), 'DELETE', `/api/v1/user/blocks/${block.blockId}`, me.token);
    expect(stolen.statusCode).toBe(404);
  });
});

describe('차단은 차단한 사람을 지켜요 (ADR 0038)', () => {
  const refusals = (blocked: Member, postId: string, commentId: string) => [
    {
      call: (instance: FastifyInstance) =>
        call(instance, 'POST', `/api/v1/comment/${postId}`, blocked.token, { postId, content: '또 왔어요' }),
      message: '이 글에는 댓글을 달 수 없어요.',
    },
    {
      call: (instance: FastifyInstance) => call(instance, 'POST', `/api/v1/post/${postId}/like`, blocked.token),
      message: '이 글에는 좋아요를 누를 수 없어요.',
    },
    {
      call: (instance: FastifyInstance) => report(instance, blocked, 'POST', postId),
      message: '이 글은 신고할 수 없어요.',
    },
    {
      call: (instance: FastifyInstance) => call(instance, 'POST', `/api/v1/comment/${commentId}/like`, blocked.token),
      message: '이 댓글에는 좋아요를 누를 수 없어요.',
    },
    {
      call: (instance: FastifyInstance) => report(instance, blocked, 'COMMENT', commentId),
      message: '이 댓글은 신고할 수 없어요.',
    },
  ];

  it('차단된 회원은 차단한 사람의 글과 댓글에 댓글·좋아요·신고를 할 수 없고, 403은 차단을 말하지 않아요', async () => {
    const blocker = await reporter('차단한회원');
    const blocked = await reporter('차단된회원');
    const bystander = await member('다른회원');
    const mine = await post(blocker);
    const host = await post(bystander);
    const myComment = await comment(blocker, host.id, '저는 이렇게 했어요');
    const block = await call(app(), 'POST', '/api/v1/user/blocks', blocker.token, { postId: (await post(blocked)).id });
    expect(block.statusCode, block.body).toBe(200);

    for (const [index, refusal] of refusals(blocked, mine.id, myComment.id).entries()) {
      const response = await refusal.call(index % 2 ? other : app());
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: 403, message: refusal.message, data: { errorCode: 'FORBIDDEN' } });
    }
    const seen = (await detail(app(), mine.id, bystander)).json().data;
    expect([seen.likes, seen.commentCount]).toEqual([0, 0]);
    expect(seen.comments.find((each: { id: string }) => each.id === myComment.id)).toBeUndefined();
    const hostSeen = (await detail(app(), host.id, bystander)).json().data;
    expect(hostSeen.comments.find((each: { id: string }) => each.id === myComment.id).likes).toBe(0);
    const reports = await db().select().from(contentReports).where(eq(contentReports.reporterId, blocked.id));
    expect(reports).toEqual([]);

    // Under someone else's post the blocked member still answers; the blocker does not see it.
    const answer = await call(other, 'POST', `/api/v1/comment/${host.id}`, blocked.token, {
      postId: host.id,
      content: '저는 다르게 생각해요',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const blockerSees = (await detail(app(), host.id, blocker)).json().data;
    expect(blockerSees.comments.map((each: { id: string }) => each.id)).toEqual([myComment.id]);
    expect(blockerSees.commentCount).toBe(1);

    // Unblocked, the refusals end at once on every instance.
    await call(app(), 'DELETE', `/api/v1/user/blocks/${block.json().data.blockId}`, blocker.token);
    for (const refusal of refusals(blocked, mine.id, myComment.id))
      expect((await refusal.call(other)).statusCode).toBe(200);
  });

  it('차단 전에 단 댓글은 차단한 사람에게만 안 보이고, 목록과 상세의 댓글 수가 보이는 댓글과 같아요', async () => {
    const blocker = await reporter('차단할글쓴이');
    const blocked = await member('먼저댓글단회원');
    const bystander = await member('지나가는회원');
    const mine = await post(blocker);
    const theirs = await comment(blocked, mine.id, '이 글 이상해요');
    await comment(bystander, mine.id, '도움이 됐어요');
    await comment(blocker, mine.id, '감사합니다');
    const block = await call(app(), 'POST', '/api/v1/user/blocks', blocker.token, { commentId: theirs.id });
    expect(block.statusCode, block.body).toBe(200);

    for (const instance of [app(), other]) {
      await eventually(async () => {
        const seen = (await detail(instance, mine.id, blocker)).json().data;
        expect(seen.comments.map((each: { id: string }) => each.id)).not.toContain(theirs.id);
        expect(seen.commentCount).toBe(seen.comments.length);
        expect(seen.commentCount).toBe(2);
      });
      const listed = (await call(instance, 'GET', '/api/v1/post/sorted?size=50', blocker.token)).json().data.posts;
      expect(listed.find((each: { id: string }) => each.id === mine.id).commentCount).toBe(2);
      await eventually(async () => {
        const everyone = (await detail(instance, mine.id, bystander)).json().data;
        expect(everyone.comments.map((each: { id: string }) => each.id)).toContain(theirs.id);
        expect(everyone.commentCount).toBe(3);
      });
    }
  });
});

/** The date in Korea of `instant`, as the suspension message writes it. */
const koreanDate = (instant: Date) => {
  const korea = new Date(instant.getTime() + 9 * 60 * 60 * 1000);
  return `${korea.getUTCFullYear()}년 ${korea.getUTCMonth() + 1}월 ${korea.getUTCDate()}일`;
};

describe('운영자', () => {
  it('정지된 회원은 글, 댓글, 좋아요, 신고가 끝나는 날짜와 함께 403 ACCOUNT_SUSPENDED이고, 읽기는 돼요', async () => {
    const desk = await operator();
    const author = await member('정지될회원');
    const host = await post(await member('다른회원'));
    const written = await post(author);
    const suspended = await call(app(), 'POST', `/api/v1/admin/reports/POST/${written.id}/suspend-author`, desk.token, {
      days: 7,
      reason: '대출 광고 반복',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const until = new Date(suspended.json().data.until);
    const message = `${koreanDate(until)}까지 글을 쓸 수 없어요.`;

    const writes = [
      () => writePostRaw(other, author),
      () => call(other, 'POST', `/api/v1/comment/${host.id}`, author.token, { postId: host.id, content: '댓글' }),
      () => call(app(), 'POST', `/api/v1/post/${host.id}/like`, author.token),
      () =>
        call(other, 'POST', '/api/v1/reports', author.token, {
          targetType: 'POST',
          targetId: host.id,
          reason: 'ABUSE',
        }),
    ];
    for (const write of writes) {
      const response = await write();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message, data: { errorCode: 'ACCOUNT_SUSPENDED' } });
    }
    expect((await detail(other, host.id, author)).statusCode).toBe(200);
    await eventually(async () => expect(await listIds(other, author)).toContain(host.id));
  });

  it('숨기기, 되돌리기, 삭제, 정지가 모두 누가·무엇을·언제·왜와 함께 운영 기록에 남아요', async () => {
    const desk = await operator('기록운영자');
    const author = await member('글쓴이');
    const reporter = await member('신고자');
    const written = await post(author);
    const doomed = await post(author);
    await report(app(), reporter, 'POST', written.id);

    const queue = (await call(app(), 'GET', '/api/v1/admin/reports?size=50', desk.token)).json().data;
    const queued = queue.items.find((item: { targetId: string }) => item.targetId === written.id);
    expect(queued).toMatchObject({ targetType: 'POST', reportCount: 1, hidden: false, authorName: author.name });
    expect(queued.reports).toEqual([expect.objectContaining({ reason: 'AD_SPAM', reporterName: reporter.name })]);

    const act = (path: string, body: object) => call(other, 'POST', `/api/v1/admin/reports/${path}`, desk.token, body);
    expect((await act(`POST/${written.id}/hide`, { reason: '광고 확인' })).statusCode).toBe(200);
    await eventually(async () => expect((await detail(app(), written.id, reporter)).statusCode).toBe(404));
    expect((await detail(app(), written.id, desk)).json().data.underReview.hiddenReason).toBe('OPERATOR');
    expect((await act(`POST/${written.id}/restore`, { reason: '광고 아님' })).statusCode).toBe(200);
    await eventually(async () => expect((await detail(app(), written.id, reporter)).statusCode).toBe(200));
    expect((await act(`POST/${doomed.id}/delete`, { reason: '사기 매물' })).statusCode).toBe(200);
    await eventually(async () => expect((await detail(app(), doomed.id)).statusCode).toBe(404));
    expect((await act(`POST/${written.id}/suspend-author`, { reason: '반복 광고', days: 3 })).statusCode).toBe(200);

    const log = (await call(app(), 'GET', '/api/v1/admin/audit-log?size=50', desk.token)).json().data.entries;
    const mine = log.filter((entry: { actorId: string }) => entry.actorId === desk.id);
    expect(
      mine.map((entry: { action: string; targetId: string; reason: string }) => [
        entry.action,
        entry.targetId,
        entry.reason,
      ]),
    ).toEqual(
      // Newest first; two actions within one millisecond may come in either order.
      expect.arrayContaining([
        ['SUSPEND', author.id, '반복 광고'],
        ['DELETE', doomed.id, '사기 매물'],
        ['RESTORE', written.id, '광고 아님'],
        ['HIDE', written.id, '광고 확인'],
      ]),
    );
    expect(mine).toHaveLength(4);
    expect(
      mine.every(
        (entry: { actorName: string; createdDate: string }) => entry.actorName === desk.name && entry.createdDate,
      ),
    ).toBe(true);
    expect(mine.find((entry: { action: string }) => entry.action === 'SUSPEND').until).not.toBeNull();
  });

  it('숨기기, 되돌리기, 삭제, 신고로 숨겨짐은 그 인스턴스의 게시판에 1초를 기다리지 않고 바로 보여요', async () => {
    // The board forgets its public views when moderation asks it to (board.ts): no waiting out the second here.
    const desk = await operator('바로운영자');
    const author = await reporter('바로글쓴이');
    const [kept, doomed, reported] = [await post(author), await post(author), await post(author)];
    const answer = await comment(author, kept.id, '지워질 댓글이에요');
    const shown = async (postId: string) => (await listIds(app())).includes(postId);
    const commentsOf = async (postId: string) => (await detail(app(), postId)).json().data.comments.length;
    const act = async (path: string) =>
      expect(
        (await call(app(), 'POST', `/api/v1/admin/reports/${path}`, desk.token, { reason: '확인' })).statusCode,
      ).toBe(200);

    // Each guest view is read (so kept for a second) right before the action that changes it.
    expect(await shown(kept.id)).toBe(true);
    expect((await detail(app(), kept.id)).statusCode).toBe(200);
    await act(`POST/${kept.id}/hide`);
    expect(await shown(kept.id)).toBe(false);
    expect((await detail(app(), kept.id)).statusCode).toBe(404);
    await act(`POST/${kept.id}/restore`);
    expect(await shown(kept.id)).toBe(true);
    expect(await commentsOf(kept.id)).toBe(1);
    await act(`COMMENT/${answer.id}/delete`);
    expect(await commentsOf(kept.id)).toBe(0);
    expect(await shown(doomed.id)).toBe(true);
    await act(`POST/${doomed.id}/delete`);
    expect(await shown(doomed.id)).toBe(false);

    const reporters = [await reporter('바로1'), await reporter('바로2'), await reporter('바로3')];
    expect(await shown(reported.id)).toBe(true);
    for (const someone of reporters) await report(app(), someone, 'POST', reported.id);
    expect(await shown(reported.id)).toBe(false);
  });

  it('운영자가 아닌 사람은 운영자 기능에 닿을 수 없고, 권한을 거두면 어느 인스턴스에서든 바로 막혀요', async () => {
    const someone = await member('일반회원');
    const written = await post(someone);
    const guest = await guestToken();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/v1/admin/reports'],
      ['GET', '/api/v1/admin/audit-log'],
      ['POST', `/api/v1/admin/reports/POST/${written.id}/hide`, { reason: '숨김' }],
      ['POST', `/api/v1/admin/reports/POST/${written.id}/restore`, { reason: '복구' }],
      ['POST', `/api/v1/admin/reports/POST/${written.id}/delete`, { reason: '삭제' }],
      ['POST', `/api/v1/admin/reports/POST/${written.id}/suspend-author`, { reason: '정지', days: 1 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(app(), method, url, undefined, body)).statusCode).toBe(401);
      const asMember = await call(other, method, url, someone.token, body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().data.errorCode).toBe('FORBIDDEN');
      expect((await call(app(), method, url, guest, body)).json().data.errorCode).toBe('LOGIN_REQUIRED');
    }
    expect((await detail(app(), written.id)).statusCode).toBe(200);

    // No request body of the API carries a role: nothing but the command grants one.
    const document = (await app().inject({ method: 'GET', url: '/docs/json' })).json();
    for (const methods of Object.values(document.paths) as Record<string, { requestBody?: unknown }>[]) {
      for (const operation of Object.values(methods)) {
        expect(JSON.stringify(operation.requestBody ?? {})).not.toContain('"role"');
      }
    }

    // A revoked operator is refused at once on both instances (the role is read from the database).
    const desk = await operator('곧물러날운영자');
    expect((await call(app(), 'GET', '/api/v1/admin/reports', desk.token)).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/v1/admin/reports', desk.token)).statusCode).toBe(200);
    await runOperatorsCli(['revoke', desk.id], { database: async () => db(), print: () => {}, printError: () => {} });
    expect((await call(app(), 'GET', '/api/v1/admin/reports', desk.token)).statusCode).toBe(403);
    expect((await call(other, 'GET', '/api/v1/admin/reports', desk.token)).statusCode).toBe(403);
  });
});

describe('스팸 규칙', () => {
  it('가입 하루가 안 된 회원의 링크·전화번호 글은 검토 대기로 숨겨지고 운영자 처리함에 올라요', async () => {
    const newcomer = await oneMember(app(), '새회원');
    const held = await writePost(app(), newcomer.token, {
      title: '급전 필요하신 분',
      content: '연락 주세요 010 1234 5678',
    });
    expect(held.underReview).toEqual({ hiddenReason: 'HELD_NEW_MEMBER', reportReasons: [] });
    const reader = await member('읽는회원');
    expect((await detail(other, held.id, reader)).statusCode).toBe(404);
    expect(await listIds(other)).not.toContain(held.id);

    const desk = await operator('처리함운영자');
    const queue = (await call(app(), 'GET', '/api/v1/admin/reports?size=50', desk.token)).json().data.items;
    expect(queue.find((item: { targetId: string }) => item.targetId === held.id)).toMatchObject({
      hidden: true,
      hiddenReason: 'HELD_NEW_MEMBER',
    });

    const plain = await writePost(app(), newcomer.token, { title: '질문', content: '보증금 5000만원이면 괜찮나요?' });
    expect(plain.underReview).toBeUndefined();
    const veteran = await member('오래된회원');
    const link = await writePost(app(), veteran.token, { title: '참고', content: 'https://www.molit.go.kr 를 보세요' });
    expect(link.underReview).toBeUndefined();
  });

  it('같은 글을 하루 안에 다시 올리면 공백이 달라도 409 DUPLICATE_POST예요', async () => {
    const writer = await member('반복회원');
    await writePost(app(), writer.token, { title: '작업대출', content: '상담 받아보세요\n\n빠르게' });
    const again = await writePostRaw(other, writer, { title: '작업대출', content: '  상담   받아보세요 빠르게 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: '같은 내용의 글을 하루 안에 다시 올릴 수 없어요.',
      data: { errorCode: 'DUPLICATE_POST' },
    });
    const someoneElse = await member('다른회원');
    expect(
      (await writePostRaw(app(), someoneElse, { title: '작업대출', content: '상담 받아보세요 빠르게' })).statusCode,
    ).toBe(200);
  });
});

describe('운영자 명령', () => {
  it('회원 id로 운영자 권한을 주고 거두고, 게스트나 없는 회원은 거절해요', async () => {
    const target = await member('운영자후보');
    const out: string[] = [];
    const io = {
      database: async () => db(),
      print: (line: string) => out.push(line),
      printError: (line: string) => out.push(line),
    };
    const role = async () =>
      (await db().select({ role: users.role }).from(users).where(eq(users.id, target.id)))[0]?.role;

    expect(await runOperatorsCli(['grant', target.id], io)).toBe(0);
    expect(await role()).toBe('ADMIN');
    expect(await runOperatorsCli(['list'], io)).toBe(0);
    expect(out.join('\n')).toContain(target.id);
    expect(await runOperatorsCli(['revoke', target.id], io)).toBe(0);
    expect(await role()).toBe('USER');
    expect(await runOperatorsCli(['grant', '00000000-0000-4000-8000-000000000000'], io)).toBe(1);
    expect(await runOperatorsCli(['grant'], io)).toBe(2);
    expect(await runOperatorsCli(['promote', target.id], io)).toBe(2);

    expect(await runOperatorsCli(['grant', (await guest()).id], io)).toBe(1);
  });

  it('운영자가 회원을 신뢰 회원으로 지정하고 풀 수 있고, 게스트는 지정할 수 없어요', async () => {
    const target = await oneMember(app(), '신뢰후보');
    const trusted = async () => (await operatorsCli(['trusted'])).output;

    const granted = await operatorsCli(['trust', target.id]);
    expect(granted).toEqual({ code: 0, output: `${target.name} (${target.id})을(를) 신뢰 회원으로 지정했어요.` });
    expect(await operatorsCli(['trust', target.id])).toEqual({
      code: 0,
      output: `${target.name}은(는) 이미 신뢰 회원이에요.`,
    });
    expect(await trusted()).toContain(target.id);
    expect((await operatorsCli(['untrust', target.id])).code).toBe(0);
    expect(await trusted()).not.toContain(target.id);
    expect((await operatorsCli(['untrust', target.id])).output).toBe(`${target.name}은(는) 신뢰 회원이 아니에요.`);
    expect((await operatorsCli(['trust', (await guest()).id])).code).toBe(1);
    expect((await operatorsCli(['trust'])).code).toBe(2);
  });
});

async function guest() {
  const [row] = await db()
    .insert(users)
    .values({ provider: 'GUEST', providerId: null, name: '게스트', avatarUrl: null, role: 'GUEST', abGroup: 'A' })
    .returning({ id: users.id });
  return row!;
}
const guestToken = async () => app().accessTokens.sign({ userId: (await guest()).id, role: 'GUEST' });

/** `POST /api/v1/post` answering whatever it answers (writePost insists on 200). */
async function writePostRaw(
  instance: FastifyInstance,
  author: Member,
  fields = { title: `글 ${++unique}`, content: '내용이에요' },
) {
  return sendPostForm(instance, { method: 'POST', url: '/api/v1/post', token: author.token }, fields);
}
