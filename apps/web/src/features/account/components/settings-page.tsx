import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { accountCopy } from '../copy.ts';

export function SettingsPage() {
  return <PlaceholderPage title={accountCopy.settingsTitle} />;
}
