import { PRIVACY_POLICY } from '../terms/privacy-policy.ts';
import { PolicyDocumentView } from './policy-document-view.tsx';

export function PrivacyPolicyPage() {
  return <PolicyDocumentView document={PRIVACY_POLICY} />;
}
