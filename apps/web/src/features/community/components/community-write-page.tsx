import { PATHS } from '../../../shared/config/paths.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { communityCopy } from '../copy.ts';

export function CommunityWritePage() {
  return (
    <PlaceholderPage
      title={communityCopy.writeTitle}
      backTo={{ to: PATHS.community, label: communityCopy.backToCommunity }}
    />
  );
}
