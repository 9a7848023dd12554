import { insightsHref } from '../../../content/navigation';
import { listPages } from '../../../content/publication-lists';
import { ListPage } from '../../../sections/publication/list-page';

/** /insights/page/2 and on: page 1 is /insights itself. */
export default function InsightsListPage({ page }: { page: string }) {
  return <ListPage path={`${insightsHref}/page/${page}`} />;
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: listPages
      .filter((page) => page.kind === 'insight' && page.tag === undefined && page.page > 1)
      .map((page) => String(page.page)),
  }) as const;
