import { legalPages } from '../content/legal/pages';
import TermsText from '../content/legal/terms.mdx';
import { LegalPage } from '../sections/legal/legal-page';

export default function TermsPage() {
  return <LegalPage page={legalPages.terms} Text={TermsText} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
