import { publicationCopy } from '../../content/publication-copy';
import { findListPage } from '../../content/publication-lists';
import { sectionCopy } from '../../content/section-copy';
import { Seo } from '../../layout/seo';
import { breadcrumbs } from '../../lib/structured-data';
import { PublicationList } from './publication-list';

/** Everything a list route renders (src/pages/insights/…, case-studies/…), for its path. */
export function ListPage({ path }: { path: string }) {
  const page = findListPage(path);
  if (!page) throw new Error(`No list page at ${path}`);
  const collection = publicationCopy[page.kind];
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        pagination={{ previous: page.previous, next: page.next }}
        structuredData={[
          breadcrumbs([
            { name: sectionCopy.homeCrumb, path: '/' },
            { name: collection.title, path: page.path.split('/').slice(0, 2).join('/') },
            ...(page.path.split('/').length > 2 ? [{ name: page.title, path: page.path }] : []),
          ]),
        ]}
      />
      <PublicationList page={page} />
    </>
  );
}
