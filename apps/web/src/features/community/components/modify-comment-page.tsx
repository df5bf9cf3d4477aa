import type { Comment } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { communityDetailPath, PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { updateComment } from '../api/comments.ts';
import { postDetailQueryKey } from '../api/post-detail.ts';
import { communityCopy } from '../copy.ts';
import { useLeaveConfirmation } from '../hooks/use-leave-confirmation.ts';
import { alertText } from '../lib/alert-text.ts';
import { errorMessage } from '../lib/error-message.ts';
import { goBack } from '../lib/go-back.ts';
import { readModifyCommentState, type DetailState } from '../lib/navigation-state.ts';
import styles from './modify-comment-page.module.css';
import { PageHeader } from './page-header.tsx';

/**
 * /community/detail/modify-comment ('댓글 수정', spec §2): the comment of the navigation state. Back with
 * modified content asks to confirm quitting; a failed save alerts '댓글 수정에 실패했어요' and the reason.
 */
export function ModifyCommentPage() {
  useDocumentTitle(communityCopy.modifyCommentTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const comment = readModifyCommentState(location.state);
  if (!comment) {
    return (
      <section className={styles.page}>
        <PageHeader title={communityCopy.modifyCommentTitle} onBack={() => void navigate(PATHS.community)} />
        <div className={styles.notice}>
          <p>{communityCopy.commentNotFound}</p>
          <Link to={PATHS.community}>{communityCopy.backToCommunity}</Link>
        </div>
      </section>
    );
  }
  return <CommentEditor key={comment.id} comment={comment} />;
}

function CommentEditor({ comment }: { comment: Comment }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [content, setContent] = useState(comment.content);
  const [isSaving, setIsSaving] = useState(false);
  const leaveGuard = useLeaveConfirmation(content !== comment.content && !isSaving);
  const inputId = useId();
  const detailState: DetailState = { postId: comment.postId };
  const backToPost = () => goBack(navigate, location, communityDetailPath(comment.postId), detailState);

  const save = async () => {
    if (content.trim() === '' || isSaving) return;
    setIsSaving(true);
    try {
      await updateComment(comment.id, content);
      await queryClient.invalidateQueries({ queryKey: postDetailQueryKey(comment.postId), exact: true });
      leaveGuard.leave(backToPost);
    } catch (error) {
      window.alert(alertText(communityCopy.commentEditFailed, errorMessage(error)));
      setIsSaving(false);
    }
  };

  return (
    <section className={styles.page}>
      <PageHeader
        title={communityCopy.modifyCommentTitle}
        onBack={() => leaveGuard.requestLeave(backToPost)}
        trailing={
          <button
            type="button"
            className={styles.save}
            onClick={() => void save()}
            disabled={content.trim() === '' || isSaving}
            aria-busy={isSaving || undefined}
          >
            {communityCopy.save}
          </button>
        }
      />
      <div className={styles.form}>
        <label htmlFor={inputId} className="visually-hidden">
          {communityCopy.commentEditLabel}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          value={content}
          rows={6}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <ConfirmModal
        open={leaveGuard.isAsking}
        title={communityCopy.quitCommentEditTitle}
        confirmLabel={communityCopy.quitConfirm}
        cancelLabel={communityCopy.keepEditing}
        onConfirm={leaveGuard.confirm}
        onCancel={leaveGuard.cancel}
      >
        <p>{communityCopy.quitCommentEditBody}</p>
      </ConfirmModal>
    </section>
  );
}
