import { useLocation } from 'react-router';
import { initialWriteDraft, readKeptWriteDraft } from '../lib/kept-write-draft.ts';
import { readEditorState } from '../lib/navigation-state.ts';
import { EMPTY_POST_DRAFT } from '../lib/post-draft.ts';
import { PostEditor } from './post-editor.tsx';

/**
 * /community/write: a new post. Its navigation state may bring a draft back from the recent-report
 * picker, or only a report to attach (a report page's "커뮤니티에 공유"); a draft kept in this tab comes back
 * after the phone's back gesture or the login round trip (issue 50 #5, #8).
 */
export function CommunityWritePage() {
  const location = useLocation();
  const editor = readEditorState(location.state);
  return (
    <PostEditor
      key={location.key}
      mode="write"
      initialDraft={initialWriteDraft(editor?.draft ?? null, readKeptWriteDraft(), location.key) ?? EMPTY_POST_DRAFT}
      baseline={editor?.baseline ?? EMPTY_POST_DRAFT}
    />
  );
}
