import { insightsHref } from '../../content/navigation';
import { ListPage } from '../../sections/publication/list-page';

export default function InsightsPage() {
  return <ListPage path={insightsHref} />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
