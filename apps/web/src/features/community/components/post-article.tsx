import type { Post } from '@jipsa/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { communitySharedReportPath, reportPath } from '../../../shared/config/paths.ts';
import { communityCopy } from '../copy.ts';
import { imageSrc } from '../lib/image-src.ts';
import { AttachedReport } from './attached-report.tsx';
import { Avatar } from './avatar.tsx';
import { CommentIcon } from './icons.tsx';
import { LikeButton } from './like-button.tsx';
import styles from './post-detail.module.css';

export type PostArticleProps = {
  post: Post;
  onToggleLike: () => void;
  isLiking: boolean;
  /** Above the post, e.g. the under-review notice its author sees (issue 33). */
  notice?: ReactNode;
};

/**
 * The post itself: author, time, title, the content as plain text with its line breaks (never as HTML),
 * the image, the attached report (→ its report page), the like toggle and the comment count.
 */
export function PostArticle({ post, onToggleLike, isLiking, notice }: PostArticleProps) {
  const report = post.loanAdviceSummaryReport;
  return (
    <article className={styles.post} aria-labelledby="community-post-title">
      {notice}
      <div className={styles.author}>
        <Avatar author={post.author} avatarUrl={post.avatarUrl} size={40} />
        <div className={styles.authorText}>
          <span className={styles.name}>{post.author}</span>
          <span className={styles.time}>{post.timeAgo}</span>
        </div>
      </div>
      <h2 id="community-post-title" className={styles.title}>
        {post.title}
      </h2>
      <p className={styles.content}>{post.content}</p>
      {post.imageUrl && <img className={styles.image} src={imageSrc(post.imageUrl)} alt={communityCopy.postImageAlt} />}
      {report && (
        // The author opens the full report; every other reader the shared view without the author's inputs.
        <Link
          className={styles.reportLink}
          to={
            post.updateDeleteAuthority === 'ALL'
              ? reportPath(report.loanAdviceResultId)
              : communitySharedReportPath(post.id)
          }
        >
          <span className="visually-hidden">{communityCopy.attachedReport}</span>
          <AttachedReport
            report={report}
            trailing={
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            }
          />
        </Link>
      )}
      <div className={styles.reactions}>
        <LikeButton liked={post.like} count={post.likes} onToggle={onToggleLike} disabled={isLiking} />
        <span className={styles.commentCount}>
          <CommentIcon />
          {communityCopy.commentCount(post.commentCount)}
        </span>
      </div>
    </article>
  );
}
