import { listPages, tagHref } from '../../../content/publication-lists';
import type { TagId } from '../../../content/tags';
import { ListPage } from '../../../sections/publication/list-page';

export default function TagPage({ tag }: { tag: string }) {
  return <ListPage path={tagHref(tag as TagId)} />;
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: listPages.flatMap((page) => (page.tag ? [page.tag] : [])),
  }) as const;
