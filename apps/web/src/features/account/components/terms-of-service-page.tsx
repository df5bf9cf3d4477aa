import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { accountCopy } from '../copy.ts';

export function TermsOfServicePage() {
  return <PlaceholderPage title={accountCopy.termsTitle} />;
}
