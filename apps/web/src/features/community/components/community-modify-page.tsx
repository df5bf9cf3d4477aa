import { PATHS } from '../../../shared/config/paths.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { communityCopy } from '../copy.ts';

export function CommunityModifyPage() {
  return (
    <PlaceholderPage
      title={communityCopy.modifyTitle}
      backTo={{ to: PATHS.community, label: communityCopy.backToCommunity }}
    />
  );
}
