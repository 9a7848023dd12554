import { Menu } from 'lucide';
import { contactHref, type NavGroup, navigation, siteLinksId } from '../content/navigation';
import { MobileMenu as MobileMenuIsland, type MobileMenuSection } from '../islands/mobile-menu';
import { Icon } from './icon';

/**
 * Full-screen menu below the large breakpoint, fed by the one navigation
 * model. Only plain titles and links cross to the client: the island loads
 * the menu itself (Radix Dialog and Collapsible) when the visitor reaches for it.
 */
export function MobileMenu({ groups = navigation }: { groups?: readonly NavGroup[] }) {
  const sections: MobileMenuSection[] = groups.map((group) => ({
    id: group.id,
    title: group.mobileTitle,
    links: group.entries.map(({ href, title }) => ({ href, title })),
  }));
  return (
    <MobileMenuIsland
      sections={sections}
      contactHref={contactHref}
      siteLinksHref={`#${siteLinksId}`}
      icon={<Icon icon={Menu} />}
    />
  );
}
