import type { Post } from '@jipsa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/community.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';
import { call, insertLoanAdviceResult, jpegPhoto, sendPostForm, writePost } from './community-test-support.ts';

let testApp: TestApp;
let author: { token: string; id: string; name: string };
let reader: { token: string; id: string; name: string };
let guestToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const signedAuthor = await signInAsMember(testApp.app, '글쓴이');
  const signedReader = await signInAsMember(testApp.app, '읽는이');
  author = { token: signedAuthor.accessToken, id: signedAuthor.user.id, name: '글쓴이' };
  reader = { token: signedReader.accessToken, id: signedReader.user.id, name: '읽는이' };
  guestToken = (await signInAsGuest(testApp.app)).accessToken;
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;
const detail = async (postId: string, token?: string): Promise<Post> => {
  const response = await call(app(), 'GET', `/api/v1/post/${postId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const errorOf = (response: {
  statusCode: number;
  json(): { data: { errorCode: string; fieldErrors?: { field: string; message: string }[] } };
}) => ({
  status: response.statusCode,
  ...response.json().data,
});

describe('글 쓰기부터 지우기까지', () => {
  it('회원은 이미지와 내 보고서를 붙여 글을 쓰고, 다른 회원이 댓글과 좋아요를 달고, 글쓴이가 고치고 지울 수 있어요', async () => {
    const reportId = await insertLoanAdviceResult(testApp.database.db, author.id);
    const created = await writePost(
      app(),
      author.token,
      {
        title: '  첫 전세 계약 후기  ',
        content: '잔금 전에 확정일자를 받았어요.\n보증보험도 가입했어요.',
        loanAdviceResultId: reportId,
      },
      { bytes: await jpegPhoto(800, 600), filename: '계약.jpg' },
    );
    expect(created).toMatchObject({
      title: '첫 전세 계약 후기',
      content: '잔금 전에 확정일자를 받았어요.\n보증보험도 가입했어요.',
      author: '글쓴이',
      avatarUrl: null,
      likes: 0,
      like: false,
      comments: [],
      commentCount: 0,
      timeAgo: '방금 전',
      updateDeleteAuthority: 'ALL',
      loginUserName: '글쓴이',
      loanAdviceSummaryReport: {
        loanAdviceResultId: reportId,
        loanProductCode: 'HF-YOUTH-JEONSE',
        loanProductName: '청년 전용 버팀목전세자금',
        expectedLoanRate: 2.35,
        possibleLoanLimit: 150_000_000,
      },
    });
    expect(created.imageUrl).toMatch(/^\/images\/[\w-]{22}\.jpg$/);
    expect(created.createdDate).toBe(created.lastModifiedDate);
    const firstImageUrl = created.imageUrl ?? '';
    expect((await app().inject({ method: 'GET', url: firstImageUrl })).statusCode).toBe(200);

    // Others see it first under 최신순, without the right to edit it.
    const list = (await call(app(), 'GET', '/api/v1/post/sorted?sortType=LATEST&size=5', reader.token)).json().data;
    expect(list.posts[0]).toMatchObject({ id: created.id, updateDeleteAuthority: 'NONE', loginUserName: '읽는이' });
    expect(list.posts[0]).not.toHaveProperty('comments');
    expect((await detail(created.id)).updateDeleteAuthority).toBe('NONE');
    expect((await detail(created.id)).loginUserName).toBeNull();

    // A comment from the reader, then edited by the reader.
    const commented = await call(app(), 'POST', `/api/v1/comment/${created.id}`, reader.token, {
      postId: created.id,
      content: ' 축하해요! ',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const comment = commented.json().data;
    expect(comment).toMatchObject({
      postId: created.id,
      author: '읽는이',
      content: '축하해요!',
      likes: 0,
      like: false,
      timeAgo: '방금 전',
      updateDeleteAuthority: 'ALL',
    });
    const edited = await call(app(), 'PUT', `/api/v1/comment/${comment.id}`, reader.token, {
      updatedContent: '축하해요! 저도 곧 계약해요.',
    });
    expect(edited.json().data.content).toBe('축하해요! 저도 곧 계약해요.');

    // The reader likes the post; the detail tells each viewer their own state.
    expect((await call(app(), 'POST', `/api/v1/post/${created.id}/like`, reader.token)).json().data).toEqual({
      like: true,
      likes: 1,
    });
    const seenByReader = await detail(created.id, reader.token);
    expect(seenByReader).toMatchObject({ likes: 1, like: true, commentCount: 1 });
    expect(seenByReader.comments).toEqual([expect.objectContaining({ id: comment.id, updateDeleteAuthority: 'ALL' })]);
    const seenByAuthor = await detail(created.id, author.token);
    expect(seenByAuthor).toMatchObject({ like: false, updateDeleteAuthority: 'ALL' });
    expect(seenByAuthor.comments[0]?.updateDeleteAuthority).toBe('NONE');

    // Edit keeping the image and detaching the report.
    const kept = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${created.id}`, token: author.token },
      {
        title: '첫 전세 계약 후기 (수정)',
        content: '내용을 고쳤어요.',
        existingImageUrl: firstImageUrl,
      },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      title: '첫 전세 계약 후기 (수정)',
      imageUrl: firstImageUrl,
      loanAdviceSummaryReport: null,
      likes: 1,
      commentCount: 1,
    });

    // Edit replacing the image: the old one is gone from storage.
    const replaced = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${created.id}`, token: author.token },
      { title: '사진을 바꿨어요', content: '새 사진이에요.', loanAdviceResultId: reportId },
      { bytes: await jpegPhoto(300, 300) },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const secondImageUrl = replaced.json().data.imageUrl;
    expect(secondImageUrl).not.toBe(firstImageUrl);
    expect(replaced.json().data.loanAdviceSummaryReport?.loanAdviceResultId).toBe(reportId);
    expect((await app().inject({ method: 'GET', url: firstImageUrl })).statusCode).toBe(404);

    // Edit with neither image field: the image is removed.
    const removed = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${created.id}`, token: author.token },
      {
        title: '사진 없이',
        content: '사진을 뺐어요.',
      },
    );
    expect(removed.json().data.imageUrl).toBeNull();
    expect((await app().inject({ method: 'GET', url: secondImageUrl })).statusCode).toBe(404);
    expect(removed.json().data.lastModifiedDate >= removed.json().data.createdDate).toBe(true);

    // Delete: the post, its comments and likes are gone.
    const deleted = await call(app(), 'DELETE', `/api/v1/post/${created.id}`, author.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toBeNull();
    expect((await call(app(), 'GET', `/api/v1/post/${created.id}`)).statusCode).toBe(404);
    const db = testApp.database.db;
    expect(await db.select().from(comments).where(eq(comments.postId, created.id))).toEqual([]);
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, created.id))).toEqual([]);
    expect(await db.select().from(commentLikes).where(eq(commentLikes.commentId, comment.id))).toEqual([]);
  });

  it('글을 지우면 이미지도 저장소에서 지워요', async () => {
    const post = await writePost(
      app(),
      author.token,
      { title: '사진 한 장', content: '곧 지울 글이에요.' },
      { bytes: await jpegPhoto(200, 200) },
    );
    expect((await app().inject({ method: 'GET', url: post.imageUrl ?? '' })).statusCode).toBe(200);
    expect((await call(app(), 'DELETE', `/api/v1/post/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: post.imageUrl ?? '' })).statusCode).toBe(404);
  });

  it('댓글을 지우면 글의 댓글 수가 줄어요', async () => {
    const post = await writePost(app(), author.token, { title: '댓글 세기', content: '댓글을 세요.' });
    const first = (
      await call(app(), 'POST', `/api/v1/comment/${post.id}`, reader.token, { postId: post.id, content: '하나' })
    ).json().data;
    await call(app(), 'POST', `/api/v1/comment/${post.id}`, author.token, { postId: post.id, content: '둘' });
    expect((await detail(post.id)).commentCount).toBe(2);
    expect((await call(app(), 'DELETE', `/api/v1/comment/${first.id}`, reader.token)).statusCode).toBe(200);
    const after = await detail(post.id);
    expect(after.commentCount).toBe(1);
    expect(after.comments.map((comment) => comment.content)).toEqual(['둘']);
    expect((await call(app(), 'DELETE', `/api/v1/comment/${first.id}`, reader.token)).statusCode).toBe(404);
  });

  it('댓글은 오래된 것부터 보여줘요', async () => {
    const post = await writePost(app(), author.token, { title: '순서', content: '댓글 순서를 봐요.' });
    for (const content of ['첫째', '둘째', '셋째']) {
      await call(app(), 'POST', `/api/v1/comment/${post.id}`, reader.token, { postId: post.id, content });
    }
    expect((await detail(post.id)).comments.map((comment) => comment.content)).toEqual(['첫째', '둘째', '셋째']);
  });

  it('제목과 내용은 HTML 이라도 글자 그대로 저장하고 돌려줘요', async () => {
    const post = await writePost(app(), author.token, {
      title: '<img src=x onerror=alert(1)>',
      content: '<script>alert("hi")</script>\n&lt;b&gt;',
    });
    const read = await detail(post.id);
    expect(read.title).toBe('<img src=x onerror=alert(1)>');
    expect(read.content).toBe('<script>alert("hi")</script>\n&lt;b&gt;');
  });
});

describe('누가 무엇을 할 수 있나요', () => {
  it('게스트는 글, 댓글, 좋아요를 할 수 없어요 (403 LOGIN_REQUIRED), 토큰이 없으면 401 이에요', async () => {
    const post = await writePost(app(), author.token, { title: '게스트 확인', content: '내용' });
    const comment = (
      await call(app(), 'POST', `/api/v1/comment/${post.id}`, author.token, { postId: post.id, content: '댓글' })
    ).json().data;
    const attempts = [
      () =>
        sendPostForm(
          app(),
          { method: 'POST', url: '/api/v1/post', token: guestToken },
          { title: '게스트 글', content: '내용' },
        ),
      () => call(app(), 'POST', `/api/v1/comment/${post.id}`, guestToken, { postId: post.id, content: '게스트 댓글' }),
      () => call(app(), 'POST', `/api/v1/post/${post.id}/like`, guestToken),
      () => call(app(), 'POST', `/api/v1/post/${post.id}/unlike`, guestToken),
      () => call(app(), 'POST', `/api/v1/comment/${comment.id}/like`, guestToken),
      () => call(app(), 'POST', `/api/v1/comment/${comment.id}/unlike`, guestToken),
    ];
    for (const attempt of attempts)
      expect(errorOf(await attempt())).toMatchObject({ status: 403, errorCode: 'LOGIN_REQUIRED' });

    const anonymous = [
      () => sendPostForm(app(), { method: 'POST', url: '/api/v1/post' }, { title: '익명 글', content: '내용' }),
      () => call(app(), 'POST', `/api/v1/comment/${post.id}`, undefined, { postId: post.id, content: '익명 댓글' }),
      () => call(app(), 'POST', `/api/v1/post/${post.id}/like`),
      () => call(app(), 'DELETE', `/api/v1/post/${post.id}`),
    ];
    for (const attempt of anonymous)
      expect(errorOf(await attempt())).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });
    expect((await detail(post.id)).likes).toBe(0);
  });

  it('누구나 글 목록과 글을 읽을 수 있고, 잘못된 토큰은 401 이라 웹이 토큰을 새로 받아요', async () => {
    const post = await writePost(app(), author.token, { title: '공개 글', content: '누구나 읽어요.' });
    expect((await call(app(), 'GET', '/api/v1/post/sorted')).statusCode).toBe(200);
    expect((await detail(post.id, guestToken)).loginUserName).toBeNull();
    expect(errorOf(await call(app(), 'GET', `/api/v1/post/${post.id}`, 'not-a-token'))).toMatchObject({ status: 401 });
  });

  it('다른 회원은 남의 글을 고치거나 지울 수 없어요 (403 FORBIDDEN)', async () => {
    const post = await writePost(
      app(),
      author.token,
      { title: '내 글', content: '원래 내용' },
      { bytes: await jpegPhoto(100, 100) },
    );
    const edit = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${post.id}`, token: reader.token },
      {
        title: '남이 고친 제목',
        content: '남이 고친 내용',
      },
    );
    expect(errorOf(edit)).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(errorOf(await call(app(), 'DELETE', `/api/v1/post/${post.id}`, reader.token))).toMatchObject({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    const unchanged = await detail(post.id);
    expect(unchanged).toMatchObject({ title: '내 글', content: '원래 내용', imageUrl: post.imageUrl });
    expect((await app().inject({ method: 'GET', url: post.imageUrl ?? '' })).statusCode).toBe(200);
  });

  it('다른 회원은 남의 댓글을 고치거나 지울 수 없어요 (403 FORBIDDEN)', async () => {
    const post = await writePost(app(), author.token, { title: '댓글 권한', content: '내용' });
    const comment = (
      await call(app(), 'POST', `/api/v1/comment/${post.id}`, author.token, { postId: post.id, content: '글쓴이 댓글' })
    ).json().data;
    expect(
      errorOf(await call(app(), 'PUT', `/api/v1/comment/${comment.id}`, reader.token, { updatedContent: '바꿈' })),
    ).toMatchObject({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect(errorOf(await call(app(), 'DELETE', `/api/v1/comment/${comment.id}`, reader.token))).toMatchObject({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await detail(post.id)).comments).toEqual([expect.objectContaining({ content: '글쓴이 댓글' })]);
  });

  it('고칠 때 남의 글에 있던 이미지를 가져다 쓸 수 없어요', async () => {
    const others = await writePost(
      app(),
      reader.token,
      { title: '남의 사진', content: '내용' },
      { bytes: await jpegPhoto(100, 100) },
    );
    const mine = await writePost(app(), author.token, { title: '내 글', content: '내용' });
    const response = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${mine.id}`, token: author.token },
      {
        title: '내 글',
        content: '내용',
        existingImageUrl: others.imageUrl ?? '',
      },
    );
    expect(errorOf(response)).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'existingImageUrl', message: '이 글에 있던 이미지만 그대로 둘 수 있어요.' }],
    });
  });

  it('새 이미지와 기존 이미지 주소를 함께 보내면 거절해요', async () => {
    const post = await writePost(
      app(),
      author.token,
      { title: '사진', content: '내용' },
      { bytes: await jpegPhoto(100, 100) },
    );
    const response = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${post.id}`, token: author.token },
      { title: '사진', content: '내용', existingImageUrl: post.imageUrl ?? '' },
      { bytes: await jpegPhoto(120, 120) },
    );
    expect(errorOf(response)).toMatchObject({ status: 400, fieldErrors: [{ field: 'imageFile' }] });
    expect((await detail(post.id)).imageUrl).toBe(post.imageUrl);
  });

  it('기존 이미지 주소는 전체 URL 로 보내도 알아봐요', async () => {
    const post = await writePost(
      app(),
      author.token,
      { title: '전체 URL 사진', content: '내용' },
      { bytes: await jpegPhoto(100, 100) },
    );
    const response = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${post.id}`, token: author.token },
      {
        title: '사진 유지',
        content: '내용',
        existingImageUrl: `https://jipsa.example${post.imageUrl}`,
      },
    );
    expect(response.json().data.imageUrl).toBe(post.imageUrl);
  });
});

describe('첨부하는 대출 보고서', () => {
  it('남의 보고서나 없는 보고서는 첨부할 수 없어요 (400, 같은 메시지라 남의 보고서가 있는지 알 수 없어요)', async () => {
    const othersReport = await insertLoanAdviceResult(testApp.database.db, reader.id);
    const expected = {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'loanAdviceResultId', message: '내 대출 보고서만 첨부할 수 있어요.' }],
    };
    for (const loanAdviceResultId of [othersReport, '00000000-0000-4000-8000-000000000000']) {
      const response = await sendPostForm(
        app(),
        { method: 'POST', url: '/api/v1/post', token: author.token },
        {
          title: '남의 보고서',
          content: '내용',
          loanAdviceResultId,
        },
      );
      expect(errorOf(response)).toMatchObject(expected);
    }
    const mine = await writePost(app(), author.token, { title: '보고서 없이', content: '내용' });
    const edit = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${mine.id}`, token: author.token },
      {
        title: '보고서 없이',
        content: '내용',
        loanAdviceResultId: othersReport,
      },
    );
    expect(errorOf(edit)).toMatchObject(expected);
    expect((await detail(mine.id)).loanAdviceSummaryReport).toBeNull();
  });

  it('거절된 글쓰기는 올린 이미지를 남기지 않아요', async () => {
    const othersReport = await insertLoanAdviceResult(testApp.database.db, reader.id);
    const before = (await testApp.database.db.select().from(posts)).length;
    const response = await sendPostForm(
      app(),
      { method: 'POST', url: '/api/v1/post', token: author.token },
      { title: '남의 보고서', content: '내용', loanAdviceResultId: othersReport },
      { bytes: await jpegPhoto(100, 100) },
    );
    expect(response.statusCode).toBe(400);
    expect((await testApp.database.db.select().from(posts)).length).toBe(before);
  });
});

describe('글과 댓글의 입력 규칙', () => {
  const create = (fields: Record<string, string>) =>
    sendPostForm(app(), { method: 'POST', url: '/api/v1/post', token: author.token }, fields);

  it.each([
    [{ title: '   ', content: '내용' }, 'title', '제목을 입력해주세요.'],
    [{ content: '내용' }, 'title', '제목을 입력해주세요.'],
    [{ title: '가'.repeat(101), content: '내용' }, 'title', '제목은 100자까지 쓸 수 있어요.'],
    [{ title: '제목', content: ' \n ' }, 'content', '내용을 입력해주세요.'],
    [
      { title: '제목', content: Array.from({ length: 16 }, () => '줄').join('\n') },
      'content',
      '내용은 15줄까지 쓸 수 있어요.',
    ],
    [{ title: '제목', content: '가'.repeat(5_001) }, 'content', '내용은 5,000자까지 쓸 수 있어요.'],
    [
      { title: '제목', content: '내용', loanAdviceResultId: 'report-1' },
      'loanAdviceResultId',
      '첨부할 보고서를 다시 선택해주세요.',
    ],
    [{ title: '제목', content: '내용', authorId: 'someone' }, 'authorId', expect.any(String)],
  ])('%o 는 %s 항목에 "%s" 로 거절해요', async (fields, field, message) => {
    expect(errorOf(await create(fields))).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field, message }],
    });
  });

  it('15줄, 5,000자, 100자 제목은 받아요', async () => {
    const response = await create({ title: '가'.repeat(100), content: `${'나'.repeat(4_972)}${'\n다'.repeat(14)}` });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('multipart 가 아닌 글쓰기는 415 예요', async () => {
    const response = await call(app(), 'POST', '/api/v1/post', author.token, { title: '제목', content: '내용' });
    expect(errorOf(response)).toMatchObject({ status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('같은 항목을 두 번 보내면 거절해요', async () => {
    const form = new FormData();
    form.append('title', '하나');
    form.append('title', '둘');
    form.append('content', '내용');
    const body = new Response(form);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/post',
      headers: { 'content-type': body.headers.get('content-type') ?? '', accesstoken: author.token },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(errorOf(response)).toMatchObject({ status: 400, fieldErrors: [{ field: 'title' }] });
  });

  it('댓글은 비어 있지 않은 1,000자까지, 주소의 글과 본문의 postId 가 같아야 해요', async () => {
    const post = await writePost(app(), author.token, { title: '댓글 규칙', content: '내용' });
    const comment = (content: string, postId = post.id) =>
      call(app(), 'POST', `/api/v1/comment/${post.id}`, reader.token, { postId, content });
    expect(errorOf(await comment('  '))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'content', message: '댓글을 입력해주세요.' }],
    });
    expect(errorOf(await comment('가'.repeat(1_001)))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'content', message: '댓글은 1,000자까지 쓸 수 있어요.' }],
    });
    expect((await comment('가'.repeat(1_000))).statusCode).toBe(200);
    const other = await writePost(app(), author.token, { title: '다른 글', content: '내용' });
    expect(errorOf(await comment('엉뚱한 글', other.id))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'postId' }],
    });
    const saved = (await comment('수정할 댓글')).json().data;
    expect(
      errorOf(await call(app(), 'PUT', `/api/v1/comment/${saved.id}`, reader.token, { updatedContent: ' ' })),
    ).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'updatedContent' }],
    });
  });
});

describe('없는 글과 잘못된 요청', () => {
  const missing = '00000000-0000-4000-8000-000000000000';

  it('없는 글과 댓글은 404 예요', async () => {
    const notFound = { status: 404, errorCode: 'NOT_FOUND' };
    expect(errorOf(await call(app(), 'GET', `/api/v1/post/${missing}`))).toMatchObject(notFound);
    expect(errorOf(await call(app(), 'POST', `/api/v1/post/${missing}/like`, reader.token))).toMatchObject(notFound);
    expect(errorOf(await call(app(), 'POST', `/api/v1/post/${missing}/unlike`, reader.token))).toMatchObject(notFound);
    expect(errorOf(await call(app(), 'DELETE', `/api/v1/post/${missing}`, reader.token))).toMatchObject(notFound);
    expect(
      errorOf(
        await call(app(), 'POST', `/api/v1/comment/${missing}`, reader.token, { postId: missing, content: '댓글' }),
      ),
    ).toMatchObject(notFound);
    expect(
      errorOf(await call(app(), 'PUT', `/api/v1/comment/${missing}`, reader.token, { updatedContent: '댓글' })),
    ).toMatchObject(notFound);
    expect(errorOf(await call(app(), 'POST', `/api/v1/comment/${missing}/like`, reader.token))).toMatchObject(notFound);
    const edit = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${missing}`, token: author.token },
      { title: '제목', content: '내용' },
    );
    expect(errorOf(edit)).toMatchObject(notFound);
  });

  it('글 id 가 uuid 가 아니면 400 이에요', async () => {
    expect(errorOf(await call(app(), 'GET', '/api/v1/post/123'))).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
  });

  it('우리가 준 커서가 아니면 처음부터 다시 불러오라고 해요', async () => {
    expect(errorOf(await call(app(), 'GET', '/api/v1/post/sorted?cursor=abc'))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'cursor', message: '목록을 처음부터 다시 불러와주세요.' }],
    });
    expect(errorOf(await call(app(), 'GET', '/api/v1/post/sorted?size=51'))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'size' }],
    });
  });
});
