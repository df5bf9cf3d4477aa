import { useLocation } from 'react-router';
import { initialWriteDraft, readKeptWriteDraft, readKeptWriteImage } from '../lib/kept-write-draft.ts';
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
  const kept = readKeptWriteDraft();
  const initialDraft = initialWriteDraft(editor?.draft ?? null, kept, location.key) ?? EMPTY_POST_DRAFT;
  // A kept draft whose photo is not in memory (the app reloaded) gets it back from the device.
  const restoresKeptImage = kept !== null && initialDraft === kept.draft && kept.draft.imageFile === null;
  return (
    <PostEditor
      key={location.key}
      mode="write"
      initialDraft={initialDraft}
      baseline={editor?.baseline ?? EMPTY_POST_DRAFT}
      {...(restoresKeptImage && { keptImage: readKeptWriteImage })}
    />
  );
}
