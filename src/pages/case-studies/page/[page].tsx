import { caseStudiesHref } from '../../../content/navigation';
import { listPages } from '../../../content/publication-lists';
import { ListPage } from '../../../sections/publication/list-page';

/** /case-studies/page/2 and on: page 1 is /case-studies itself. */
export default function CaseStudiesListPage({ page }: { page: string }) {
  return <ListPage path={`${caseStudiesHref}/page/${page}`} />;
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: listPages
      .filter((page) => page.kind === 'case-study' && page.page > 1)
      .map((page) => String(page.page)),
  }) as const;
