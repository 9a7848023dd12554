import { legalPages } from '../content/legal/pages';
import TrustText from '../content/legal/trust.mdx';
import { LegalPage } from '../sections/legal/legal-page';

export default function TrustPage() {
  return <LegalPage page={legalPages.trust} Text={TrustText} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
