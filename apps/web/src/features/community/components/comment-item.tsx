import type { Comment } from '@jipsa/contracts';
import type { ReactNode } from 'react';
import { communityCopy } from '../copy.ts';
import { Avatar } from './avatar.tsx';
import { LikeButton } from './like-button.tsx';
import { MoreMenu } from './more-menu.tsx';
import styles from './post-detail.module.css';

export type CommentItemProps = {
  comment: Comment;
  busy: boolean;
  onToggleLike: (comment: Comment) => void;
  onEdit: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  /** Another member's actions on a comment not one's own (issue 33: report, block). */
  actions?: ReactNode;
  /** Above the text, e.g. the under-review notice its author sees. */
  notice?: ReactNode;
};

/** One comment: author, time, the text as typed, its like toggle, and the author's menu. */
export function CommentItem({ comment, busy, onToggleLike, onEdit, onDelete, actions, notice }: CommentItemProps) {
  return (
    <article className={styles.comment} aria-label={`${comment.author}님의 댓글`}>
      <Avatar author={comment.author} avatarUrl={comment.avatarUrl} size={32} />
      <div className={styles.commentBody}>
        <div className={styles.commentMeta}>
          <span className={styles.name}>{comment.author}</span>
          <span className={styles.time}>{comment.timeAgo}</span>
        </div>
        {notice}
        <p className={styles.commentText}>{comment.content}</p>
        <LikeButton
          liked={comment.like}
          count={comment.likes}
          onToggle={() => onToggleLike(comment)}
          disabled={busy}
          size="small"
        />
      </div>
      {comment.updateDeleteAuthority === 'ALL' ? (
        <MoreMenu label={communityCopy.commentMenu} onEdit={() => onEdit(comment)} onDelete={() => onDelete(comment)} />
      ) : (
        actions
      )}
    </article>
  );
}
