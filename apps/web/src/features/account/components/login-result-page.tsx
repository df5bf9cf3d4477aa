import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { accountCopy } from '../copy.ts';

export function LoginResultPage() {
  return <PlaceholderPage title={accountCopy.loginResultTitle} />;
}
