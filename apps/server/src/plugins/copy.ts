import type { AppConfig } from '../config.ts';

// What the cross-cutting plugins say to people (Korean, 해요체).

type MemberWriteGroup = keyof AppConfig['memberWritesPerMinute'];

const WRITE_SUBJECTS: Record<MemberWriteGroup, string> = {
  post: '글쓰기·수정·삭제는',
  comment: '댓글은',
  like: '좋아요는',
  report: '신고는',
};

export const PLUGINS_COPY = {
  /** 댓글은 1분에 30번까지 할 수 있어요. 잠시 후 다시 시도해주세요. */
  memberWritesLimited: (group: MemberWriteGroup, max: number) =>
    `${WRITE_SUBJECTS[group]} 1분에 ${max}번까지 할 수 있어요. 잠시 후 다시 시도해주세요.`,
};
