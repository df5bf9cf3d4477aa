import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { communityCopy } from '../copy.ts';
import { keptModifyDraft } from '../lib/kept-modify-draft.ts';
import { readEditorState } from '../lib/navigation-state.ts';
import { PageHeader } from './page-header.tsx';
import { PostEditor } from './post-editor.tsx';
import styles from './post-editor.module.css';

/** /community/modify: the author's post, handed over as `communityDetail` by the detail screen (spec §2). */
export function CommunityModifyPage() {
  const location = useLocation();
  const editor = readEditorState(location.state);
  if (!editor || editor.draft.id === null) return <MissingDraft />;
  // Coming back to this entry from the report picker finds the draft kept under it.
  const initialDraft = keptModifyDraft(location.key) ?? editor.draft;
  return <PostEditor key={location.key} mode="modify" initialDraft={initialDraft} baseline={editor.baseline} />;
}

function MissingDraft() {
  useDocumentTitle(communityCopy.modifyTitle);
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <PageHeader title={communityCopy.modifyTitle} onBack={() => void navigate(PATHS.community)} />
      <div className={styles.notice}>
        <p>{communityCopy.draftNotFound}</p>
        <Link to={PATHS.community}>{communityCopy.backToCommunity}</Link>
      </div>
    </section>
  );
}
