import { POST_CONTENT_MAX_LINES, POST_TITLE_MAX_LENGTH } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { communityDetailPath, PATHS } from '../../../shared/config/paths.ts';
import { groupDigits } from '../../../shared/format/format-won.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { postDetailQueryKey } from '../api/post-detail.ts';
import { createPost, updatePost } from '../api/save-post.ts';
import { POST_LISTS_QUERY_KEY } from '../api/sorted-posts.ts';
import { communityCopy } from '../copy.ts';
import { useIsMember } from '../hooks/use-is-member.ts';
import { useLeaveConfirmation } from '../hooks/use-leave-confirmation.ts';
import { alertText } from '../lib/alert-text.ts';
import { buildPostFormData } from '../lib/build-post-form-data.ts';
import { errorMessage } from '../lib/error-message.ts';
import { goBack } from '../lib/go-back.ts';
import { isDraftChanged } from '../lib/is-draft-changed.ts';
import { isDraftComplete } from '../lib/is-draft-complete.ts';
import { forgetModifyDraft, keepModifyDraft } from '../lib/kept-modify-draft.ts';
import { forgetWriteDraft, keepWriteDraft } from '../lib/kept-write-draft.ts';
import { countLines, limitLines } from '../lib/limit-lines.ts';
import { saveListPosition } from '../lib/list-position.ts';
import type { DetailState, EditorKind, RecentReportState } from '../lib/navigation-state.ts';
import { patchPostInLists } from '../lib/post-list-cache.ts';
import type { PostDraft } from '../lib/post-draft.ts';
import { rememberPostId } from '../lib/remembered-post-id.ts';
import { AttachedReport } from './attached-report.tsx';
import { CloseIcon, DocumentIcon } from './icons.tsx';
import { ImagePicker } from './image-picker.tsx';
import { PageHeader } from './page-header.tsx';
import styles from './post-editor.module.css';

// NOTE: spec §5 / §9 — the counter shows x/1,000 but the bound is only displayed, not enforced.
const CONTENT_COUNTER_MAX = 1_000;

export type PostEditorProps = {
  mode: EditorKind;
  initialDraft: PostDraft;
  /** What the screen first opened with; leaving asks first when the draft differs from it. */
  baseline: PostDraft;
  /** The kept draft's photo, read from the device after the draft's text (the login round trip reloads the app). */
  keptImage?: () => Promise<File | null>;
};

/** Whether pressing Enter now would make the content longer than 15 lines. */
function enterWouldExceedLines(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  return countLines(`${value.slice(0, selectionStart)}\n${value.slice(selectionEnd)}`) > POST_CONTENT_MAX_LINES;
}

/**
 * The write and modify screens (spec §2, §4, §5): title, content (15 lines at most, the 1,000 counter
 * only shown), one image, one attached report, and 완료 once title and content are non-blank. It sends
 * the multipart form; a failure alerts '글 작성에 실패했어요' with the reason, a success opens the post.
 */
export function PostEditor({ mode, initialDraft, baseline, keptImage }: PostEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const isMember = useIsMember();
  const [draft, setDraft] = useState(initialDraft);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A new post is kept in this tab as it is typed: the phone's back from the picker and the login round trip leave
  // the page, and the draft must be there when the person comes back (issue 50 #5, #8).
  useEffect(() => {
    if (mode === 'write') keepWriteDraft(draft, location.key);
    else keepModifyDraft(location.key, draft);
  }, [mode, draft, location.key]);
  useEffect(() => {
    if (!keptImage) return undefined;
    let shown = true;
    void keptImage().then((imageFile) => {
      if (shown && imageFile)
        setDraft((current) =>
          current.imageFile === null && current.imageUrl === null ? { ...current, imageFile } : current,
        );
    });
    return () => {
      shown = false;
    };
  }, [keptImage]);
  const leaveGuard = useLeaveConfirmation(isDraftChanged(baseline, draft) && !isSubmitting);
  const title = mode === 'write' ? communityCopy.writeTitle : communityCopy.modifyTitle;
  useDocumentTitle(title);
  const titleId = useId();
  const contentId = useId();
  const counterId = useId();
  const canSubmit = isDraftComplete(draft) && !isSubmitting;
  const contentLength = [...draft.content].length;

  const update = (changes: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const back = () =>
    leaveGuard.requestLeave(() => {
      if (mode === 'modify' && draft.id !== null) {
        forgetModifyDraft(location.key);
        const state: DetailState = { postId: draft.id };
        goBack(navigate, location, communityDetailPath(draft.id), state);
      } else {
        forgetWriteDraft();
        void navigate(PATHS.community, { replace: true });
      }
    });

  // The editor stays in history under the picker, which goes back to it (so does the phone's back) and finds the draft
  // kept under this entry (issue 50 #5).
  const pickReport = () => {
    const state: RecentReportState = { from: mode, communityDetail: draft, baseline, editorEntryKey: location.key };
    leaveGuard.leave(() => void navigate(PATHS.communityRecentReport, { state }));
  };

  // Posting needs a login: a guest is told before writing, and 완료 opens the login at once, the draft kept for the
  // way back (issue 50 #8).
  const askLogin = () => {
    window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, PATHS.communityWrite);
    openLoginModal();
  };

  const submit = async () => {
    if (!canSubmit) return;
    if (mode === 'write' && !isMember) {
      askLogin();
      return;
    }
    setIsSubmitting(true);
    try {
      const form = buildPostFormData(draft, mode);
      const saved = mode === 'modify' && draft.id !== null ? await updatePost(draft.id, form) : await createPost(form);
      queryClient.setQueryData(postDetailQueryKey(saved.id), saved);
      if (mode === 'write') {
        // A new post heads 최신순: the board starts over at the top to show it.
        queryClient.removeQueries({ queryKey: POST_LISTS_QUERY_KEY });
        saveListPosition({ sortType: 'LATEST', scrollY: 0 });
      } else {
        const { comments: _comments, ...summary } = saved;
        patchPostInLists(queryClient, saved.id, summary);
      }
      rememberPostId(saved.id);
      if (mode === 'write') forgetWriteDraft();
      else forgetModifyDraft(location.key);
      const state: DetailState = { postId: saved.id };
      leaveGuard.leave(() => {
        if (mode === 'modify') goBack(navigate, location, communityDetailPath(saved.id), state);
        else void navigate(communityDetailPath(saved.id), { replace: true, state });
      });
    } catch (error) {
      setIsSubmitting(false);
      // A lost session: the login, and back here to the kept draft (not a failure sheet first).
      if (error instanceof ApiError && error.errorCode === 'LOGIN_REQUIRED') {
        askLogin();
        return;
      }
      window.alert(alertText(communityCopy.writeFailed, errorMessage(error)));
    }
  };

  return (
    <section className={styles.page}>
      <PageHeader
        title={title}
        onBack={back}
        trailing={
          <button
            type="button"
            className={styles.complete}
            onClick={() => void submit()}
            disabled={!canSubmit}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? communityCopy.submitting : communityCopy.complete}
          </button>
        }
      />
      <div className={styles.form}>
        {mode === 'write' && !isMember && (
          <p className={styles.loginNotice}>
            {communityCopy.guestWriteNotice}{' '}
            <button type="button" className={styles.loginButton} onClick={askLogin}>
              {communityCopy.guestWriteLogin}
            </button>
          </p>
        )}
        <label htmlFor={titleId} className="visually-hidden">
          {communityCopy.titleLabel}
        </label>
        <input
          id={titleId}
          className={styles.titleInput}
          value={draft.title}
          maxLength={POST_TITLE_MAX_LENGTH}
          placeholder={communityCopy.titlePlaceholder}
          onChange={(event) => update({ title: event.target.value })}
        />
        <label htmlFor={contentId} className="visually-hidden">
          {communityCopy.contentLabel}
        </label>
        <textarea
          id={contentId}
          className={styles.contentInput}
          value={draft.content}
          rows={POST_CONTENT_MAX_LINES}
          placeholder={communityCopy.contentPlaceholder}
          aria-describedby={counterId}
          onKeyDown={(event) => {
            if (enterWouldExceedLines(event)) event.preventDefault();
          }}
          onChange={(event) => update({ content: limitLines(event.target.value) })}
        />
        <p id={counterId} className={styles.counter} data-over={contentLength > CONTENT_COUNTER_MAX || undefined}>
          <span className="visually-hidden">{communityCopy.contentCounterLabel} </span>
          {groupDigits(contentLength)}/{groupDigits(CONTENT_COUNTER_MAX)}
          <span className="visually-hidden">, {communityCopy.contentLinesHint(POST_CONTENT_MAX_LINES)}</span>
        </p>

        {draft.loanAdviceSummaryReport && <p className={styles.reportNotice}>{communityCopy.sharedReportNotice}</p>}
        {draft.loanAdviceSummaryReport && (
          <AttachedReport
            report={draft.loanAdviceSummaryReport}
            trailing={
              <button
                type="button"
                className={styles.detach}
                onClick={() => update({ loanAdviceSummaryReport: null })}
                aria-label={communityCopy.detachReport}
              >
                <CloseIcon size={16} />
              </button>
            }
          />
        )}

        <div className={styles.toolbar}>
          <ImagePicker
            imageUrl={draft.imageUrl}
            imageFile={draft.imageFile}
            onPick={(imageFile) => update({ imageFile, imageUrl: null })}
            onRemove={() => update({ imageFile: null, imageUrl: null })}
          />
          <button type="button" className={styles.toolButton} onClick={pickReport}>
            <DocumentIcon />
            <span>{communityCopy.attachReport}</span>
          </button>
        </div>
      </div>

      <ConfirmModal
        open={leaveGuard.isAsking}
        title={communityCopy.quitTitle}
        confirmLabel={communityCopy.quitConfirm}
        cancelLabel={communityCopy.keepWriting}
        onConfirm={() => {
          // Quitting on purpose: the next new post starts blank.
          if (mode === 'write') forgetWriteDraft();
          leaveGuard.confirm();
        }}
        onCancel={leaveGuard.cancel}
      >
        <p>{communityCopy.quitBody}</p>
      </ConfirmModal>
    </section>
  );
}
