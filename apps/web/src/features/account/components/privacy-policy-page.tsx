import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { accountCopy } from '../copy.ts';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title={accountCopy.privacyTitle} />;
}
