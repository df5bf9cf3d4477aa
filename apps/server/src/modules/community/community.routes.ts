import multipart from '@fastify/multipart';
import {
  commentIdParamsSchema,
  commentSchema,
  createCommentRequestSchema,
  createPostFieldsSchema,
  likeResponseSchema,
  POST_IMAGE_FIELD,
  POST_IMAGE_MAX_BYTES,
  postIdParamsSchema,
  postSchema,
  sharedReportSchema,
  sortedPostsQuerySchema,
  sortedPostsResponseSchema,
  updateCommentRequestSchema,
  updatePostFieldsSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { multipartBody, type MultipartFile } from '../../lib/multipart-body.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Board } from './board.ts';
import { createCommunityRepository } from './community.repository.ts';
import { createCommunityService } from './community.service.ts';
import { seedDemoContent } from './demo-content.ts';
import { readPostForm } from './read-post-form.ts';
import { COMMUNITY_COPY as COPY } from './copy.ts';

export type CommunityRoutesOptions = { config: AppConfig; board: Board };

const POST_FORM_DESCRIPTION = [
  'multipart/form-data. Text fields: `title` (1–100자), `content` (15줄, 5,000자 이하), `loanAdviceResultId`',
  "(optional, one of the author's own loan advice results; another person's or a missing one is 400 on that field).",
  'File field `imageFile` (optional): JPEG, PNG, WebP or GIF by content, ≤ 10 MB (413 over, 415 for anything',
  'else); stored re-encoded, upright, ≤ 1,600 px, without metadata.',
].join(' ');

/** The image part of both post calls. */
const POST_IMAGE: Record<string, MultipartFile> = {
  [POST_IMAGE_FIELD]: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: POST_IMAGE_MAX_BYTES,
    required: false,
    description: 'One picture, checked by content and stored re-encoded without metadata',
  },
};
/**
 * What a member's write can be refused with before its own rules: no or a bad token, a guest, a suspended
 * member (issue 33), too many writes.
 */
const MEMBER_WRITE = ['UNAUTHENTICATED', 'LOGIN_REQUIRED', 'ACCOUNT_SUSPENDED', ...JSON_BODY_ERRORS] as const;
const MULTIPART_ERRORS = [
  'UNAUTHENTICATED',
  'LOGIN_REQUIRED',
  'ACCOUNT_SUSPENDED',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;

/** The note of the calls a block can refuse: a comment, a like (ADR 0038). */
const BLOCKED_NOTE = 'A member the author blocks is refused with 403 FORBIDDEN.';

/**
 * The community board of docs/api.md "Community": posts (multipart with one image), comments, likes.
 * Reading is open to anyone (personalised when a token proves someone); writing, commenting and liking
 * need a member (guests 403 LOGIN_REQUIRED); editing and deleting need the author (403 FORBIDDEN).
 * Needs `app.imageStorage` (the images module) registered first.
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (app, { config, board }) => {
  const { clock } = app;
  const service = createCommunityService({
    db: app.db,
    board,
    storage: app.imageStorage,
    clock,
    log: app.log,
    marketRateTable: () => app.marketRates.table(),
    moderation: app.moderation,
  });
  const tags = ['community'];
  const security = [{ AccessToken: [] }];
  // Anyone may read; a token personalises the answer (like, updateDeleteAuthority) and a bad one is 401.
  const optionalSecurity: { [scheme: string]: string[] }[] = [{ AccessToken: [] }, {}];

  // Only this plugin's routes parse multipart: one image up to 10 MB and a few short text fields.
  await app.register(multipart, {
    limits: { fileSize: POST_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 64 * 1024, parts: 9, headerPairs: 50 },
  });

  app.userLifecycle.onWithdraw(async (tx, { userId }) => {
    await createCommunityRepository(tx).detachUser(userId);
    service.forgetPublicViews();
  });

  if (config.seedDemoContent) {
    app.addHook('onReady', async () => {
      try {
        if (await seedDemoContent(app.db, clock())) app.log.info('seeded the community board with demo posts');
      } catch (error) {
        // A board without demo posts is still a working board: never stop the server for it.
        app.log.error({ err: error }, 'could not seed the community demo posts');
      }
    });
  }

  app.get(
    '/api/v1/post/sorted',
    {
      onRequest: [app.optionalUser],
      schema: {
        tags,
        summary: '글 목록 (최신순·인기순, 커서 페이지)',
        description: 'Keyset paging: pass `nextCursor` as `cursor`; see docs/decisions/0006-community-paging.md.',
        security: optionalSecurity,
        querystring: sortedPostsQuerySchema,
        response: {
          ...okResponse(sortedPostsResponseSchema),
          ...errorResponses(['VALIDATION_FAILED', 'UNAUTHENTICATED']),
        },
      },
    },
    async (request) => ok(await service.listPosts(request.query, request.user)),
  );

  app.get(
    '/api/v1/post/:postId',
    {
      onRequest: [app.optionalUser],
      schema: {
        tags,
        summary: '글 상세 (댓글은 오래된 순)',
        security: optionalSecurity,
        params: postIdParamsSchema,
        response: {
          ...okResponse(postSchema),
          ...errorResponses(['VALIDATION_FAILED', 'UNAUTHENTICATED', 'AUTHOR_BLOCKED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const post = await service.getPost(request.params.postId, request.user);
      if (!post) throw new AppError('NOT_FOUND', COPY.postNotFound);
      return ok(post);
    },
  );

  app.get(
    '/api/v1/post/:postId/report',
    {
      schema: {
        tags,
        summary: '글에 붙은 대출 보고서 (읽는 사람용: 상품·금리·한도·월 비용, 작성자의 소득·현금·나이·주소 없이)',
        params: postIdParamsSchema,
        response: { ...okResponse(sharedReportSchema), ...errorResponses(['VALIDATION_FAILED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const report = await service.getSharedReport(request.params.postId);
      if (!report) throw new AppError('NOT_FOUND', COPY.attachedReportNotFound);
      return ok(report);
    },
  );

  app.post(
    '/api/v1/post',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('post')],
      schema: {
        tags,
        summary: '글 쓰기',
        description: POST_FORM_DESCRIPTION,
        security,
        consumes: ['multipart/form-data'],
        'x-multipart-body': multipartBody({ fields: createPostFieldsSchema, files: POST_IMAGE }),
        response: {
          ...okResponse(postSchema),
          ...errorResponses([...MULTIPART_ERRORS, 'DUPLICATE_POST', 'SERVICE_UNAVAILABLE']),
        },
      },
    },
    async (request) => {
      const { fields, image } = await readPostForm(request, createPostFieldsSchema);
      return ok(await service.createPost(currentUser(request), fields, image));
    },
  );

  app.put(
    '/api/v1/post/:postId',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('post')],
      schema: {
        tags,
        summary: '글 수정 (작성자만)',
        description: `${POST_FORM_DESCRIPTION} Also \`existingImageUrl\` (the post's current \`imageUrl\`) keeps the image; neither it nor \`imageFile\` removes it.`,
        security,
        consumes: ['multipart/form-data'],
        'x-multipart-body': multipartBody({ fields: updatePostFieldsSchema, files: POST_IMAGE }),
        params: postIdParamsSchema,
        response: {
          ...okResponse(postSchema),
          ...errorResponses([...MULTIPART_ERRORS, 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE']),
        },
      },
    },
    async (request) => {
      const { fields, image } = await readPostForm(request, updatePostFieldsSchema);
      const post = await service.updatePost(currentUser(request), request.params.postId, fields, image);
      if (!post) throw new AppError('NOT_FOUND', COPY.postNotFound);
      return ok(post);
    },
  );

  app.delete(
    '/api/v1/post/:postId',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('post')],
      schema: {
        tags,
        summary: '글 삭제 (작성자만, 댓글·좋아요·이미지도 함께)',
        security,
        params: postIdParamsSchema,
        response: { ...okResponse(z.null()), ...errorResponses([...MEMBER_WRITE, 'FORBIDDEN', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      if (!(await service.deletePost(currentUser(request), request.params.postId)))
        throw new AppError('NOT_FOUND', COPY.postNotFound);
      return ok(null);
    },
  );

  for (const action of ['like', 'unlike'] as const) {
    app.post(
      `/api/v1/post/:postId/${action}`,
      {
        onRequest: [app.requireMember],
        preHandler: [app.refuseSuspended, app.memberWriteLimit('like')],
        schema: {
          tags,
          summary: action === 'like' ? '글 좋아요 (여러 번 해도 한 번)' : '글 좋아요 취소 (여러 번 해도 한 번)',
          ...(action === 'like' ? { description: BLOCKED_NOTE } : {}),
          security,
          params: postIdParamsSchema,
          response: {
            ...okResponse(likeResponseSchema),
            ...errorResponses([...MEMBER_WRITE, ...(action === 'like' ? (['FORBIDDEN'] as const) : []), 'NOT_FOUND']),
          },
        },
      },
      async (request) => {
        const member = currentUser(request);
        const { postId } = request.params;
        const state =
          action === 'like' ? await service.likePost(member, postId) : await service.unlikePost(member, postId);
        if (!state) throw new AppError('NOT_FOUND', COPY.postNotFound);
        return ok(state);
      },
    );
  }

  app.post(
    '/api/v1/comment/:postId',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('comment')],
      schema: {
        tags,
        summary: '댓글 쓰기',
        description: BLOCKED_NOTE,
        security,
        params: postIdParamsSchema,
        body: createCommentRequestSchema,
        response: { ...okResponse(commentSchema), ...errorResponses([...MEMBER_WRITE, 'FORBIDDEN', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const { postId } = request.params;
      if (request.body.postId !== postId) throw AppError.invalidField('postId', COPY.commentPostMismatch);
      const comment = await service.createComment(currentUser(request), postId, request.body.content);
      if (!comment) throw new AppError('NOT_FOUND', COPY.postNotFound);
      return ok(comment);
    },
  );

  app.put(
    '/api/v1/comment/:commentId',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('comment')],
      schema: {
        tags,
        summary: '댓글 수정 (작성자만)',
        security,
        params: commentIdParamsSchema,
        body: updateCommentRequestSchema,
        response: { ...okResponse(commentSchema), ...errorResponses([...MEMBER_WRITE, 'FORBIDDEN', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const comment = await service.updateComment(
        currentUser(request),
        request.params.commentId,
        request.body.updatedContent,
      );
      if (!comment) throw new AppError('NOT_FOUND', COPY.commentNotFound);
      return ok(comment);
    },
  );

  app.delete(
    '/api/v1/comment/:commentId',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('comment')],
      schema: {
        tags,
        summary: '댓글 삭제 (작성자만)',
        security,
        params: commentIdParamsSchema,
        response: { ...okResponse(z.null()), ...errorResponses([...MEMBER_WRITE, 'FORBIDDEN', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      if (!(await service.deleteComment(currentUser(request), request.params.commentId))) {
        throw new AppError('NOT_FOUND', COPY.commentNotFound);
      }
      return ok(null);
    },
  );

  for (const action of ['like', 'unlike'] as const) {
    app.post(
      `/api/v1/comment/:commentId/${action}`,
      {
        onRequest: [app.requireMember],
        preHandler: [app.refuseSuspended, app.memberWriteLimit('like')],
        schema: {
          tags,
          summary: action === 'like' ? '댓글 좋아요 (여러 번 해도 한 번)' : '댓글 좋아요 취소 (여러 번 해도 한 번)',
          ...(action === 'like' ? { description: BLOCKED_NOTE } : {}),
          security,
          params: commentIdParamsSchema,
          response: {
            ...okResponse(likeResponseSchema),
            ...errorResponses([...MEMBER_WRITE, ...(action === 'like' ? (['FORBIDDEN'] as const) : []), 'NOT_FOUND']),
          },
        },
      },
      async (request) => {
        const member = currentUser(request);
        const { commentId } = request.params;
        const state =
          action === 'like'
            ? await service.likeComment(member, commentId)
            : await service.unlikeComment(member, commentId);
        if (!state) throw new AppError('NOT_FOUND', COPY.commentNotFound);
        return ok(state);
      },
    );
  }
};
