import AccessibilityText from '../content/legal/accessibility.mdx';
import { legalPages } from '../content/legal/pages';
import { LegalPage } from '../sections/legal/legal-page';

export default function AccessibilityPage() {
  return <LegalPage page={legalPages.accessibility} Text={AccessibilityText} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
