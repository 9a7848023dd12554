import { legalPages } from '../content/legal/pages';
import PrivacyText from '../content/legal/privacy.mdx';
import { LegalPage } from '../sections/legal/legal-page';

export default function PrivacyPage() {
  return <LegalPage page={legalPages.privacy} Text={PrivacyText} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
