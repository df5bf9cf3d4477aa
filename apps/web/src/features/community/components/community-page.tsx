import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { communityCopy } from '../copy.ts';
import styles from './community-page.module.css';

export function CommunityPage() {
  const navigate = useNavigate();
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  // Writing needs login (spec §6); until the board arrives this is the only member-only action.
  const startWriting = () => {
    if (isAuthenticated) void navigate(PATHS.communityWrite);
    else openLoginModal();
  };
  return (
    <PlaceholderPage title={communityCopy.communityTitle}>
      <button type="button" className={styles.write} onClick={startWriting}>
        {communityCopy.write}
      </button>
    </PlaceholderPage>
  );
}
