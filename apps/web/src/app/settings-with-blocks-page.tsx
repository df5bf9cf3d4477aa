import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SettingsPage } from '../features/account/components/settings-page.tsx';
import { POST_LISTS_QUERY_KEY } from '../features/community/api/sorted-posts.ts';

// Only a member has blocks: a visitor's /settings (the prerendered one) loads none of this code (issue 32).
const BlockedUsersSection = lazy(() =>
  import('../features/moderation/components/blocked-users-section.tsx').then((module) => ({
    default: module.BlockedUsersSection,
  })),
);

/** `/settings` with the member's blocked users (issue 33): an unblock shows that author on the board again. */
export function SettingsWithBlocksPage() {
  const queryClient = useQueryClient();
  return (
    <SettingsPage
      memberSections={
        <Suspense fallback={null}>
          <BlockedUsersSection
            onUnblocked={() => void queryClient.invalidateQueries({ queryKey: POST_LISTS_QUERY_KEY })}
          />
        </Suspense>
      }
    />
  );
}
