import { caseStudiesHref } from '../../content/navigation';
import { caseStudies } from '../../content/publications';
import { ReadingPage } from '../../sections/publication/reading-page';

export default function CaseStudyPage({ slug }: { slug: string }) {
  return <ReadingPage path={`${caseStudiesHref}/${slug}`} />;
}

export const getConfig = async () =>
  ({ render: 'static', staticPaths: caseStudies.map((piece) => piece.slug) }) as const;
