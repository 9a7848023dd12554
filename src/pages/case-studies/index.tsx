import { caseStudiesHref } from '../../content/navigation';
import { ListPage } from '../../sections/publication/list-page';

export default function CaseStudiesPage() {
  return <ListPage path={caseStudiesHref} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
