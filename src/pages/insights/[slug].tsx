import { insightsHref } from '../../content/navigation';
import { insights } from '../../content/publications';
import { ReadingPage } from '../../sections/publication/reading-page';

export default function InsightPage({ slug }: { slug: string }) {
  return <ReadingPage path={`${insightsHref}/${slug}`} />;
}

export const getConfig = async () =>
  ({ render: 'static', staticPaths: insights.map((piece) => piece.slug) }) as const;
