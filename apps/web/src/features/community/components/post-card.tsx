import type { PostSummary } from '@jipsa/contracts';
import { Link } from 'react-router';
import { communityDetailPath } from '../../../shared/config/paths.ts';
import { communityCopy } from '../copy.ts';
import { imageSrc } from '../lib/image-src.ts';
import type { DetailState } from '../lib/navigation-state.ts';
import { AttachedReport } from './attached-report.tsx';
import { Avatar } from './avatar.tsx';
import { CommentIcon, HeartIcon } from './icons.tsx';
import styles from './post-card.module.css';

export type PostCardProps = {
  post: PostSummary;
  /** Called as the card opens, before the route changes (to keep the board's place and the post id). */
  onOpen: (postId: string) => void;
};

/**
 * One post on the board (issue 7): avatar, author, time, the title on one line, the content on two, the
 * thumbnail, the attached report and the like and comment counts. The title is the link; it covers the
 * whole card, so a tap anywhere opens the post while screen readers hear only the title.
 */
export function PostCard({ post, onOpen }: PostCardProps) {
  const state: DetailState = { postId: post.id };
  return (
    <article className={styles.card}>
      <div className={styles.author}>
        <Avatar author={post.author} avatarUrl={post.avatarUrl} size={32} />
        <span className={styles.name}>{post.author}</span>
        <span className={styles.time}>{post.timeAgo}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.text}>
          <h2 className={styles.title}>
            <Link
              className={styles.link}
              to={communityDetailPath(post.id)}
              state={state}
              onClick={() => onOpen(post.id)}
            >
              {post.title}
            </Link>
          </h2>
          <p className={styles.content}>{post.content}</p>
        </div>
        {post.imageUrl && (
          <img
            className={styles.thumbnail}
            src={imageSrc(post.imageUrl)}
            alt={communityCopy.postImageAlt}
            loading="lazy"
          />
        )}
      </div>
      {post.loanAdviceSummaryReport && <AttachedReport report={post.loanAdviceSummaryReport} />}
      <div className={styles.counts}>
        <span className={styles.count} data-liked={post.like || undefined}>
          <HeartIcon filled={post.like} size={16} />
          {communityCopy.likeCount(post.likes)}
        </span>
        <span className={styles.count}>
          <CommentIcon size={16} />
          {communityCopy.commentCount(post.commentCount)}
        </span>
      </div>
    </article>
  );
}
