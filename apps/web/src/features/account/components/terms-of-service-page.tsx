import { TERMS_OF_SERVICE } from '../terms/terms-of-service.ts';
import { PolicyDocumentView } from './policy-document-view.tsx';

export function TermsOfServicePage() {
  return <PolicyDocumentView document={TERMS_OF_SERVICE} />;
}
