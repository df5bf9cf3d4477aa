import { PATHS } from '../../../shared/config/paths.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { communityCopy } from '../copy.ts';

export function RecentReportPage() {
  return (
    <PlaceholderPage
      title={communityCopy.recentReportTitle}
      backTo={{ to: PATHS.community, label: communityCopy.backToCommunity }}
    />
  );
}
