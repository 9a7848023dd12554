import { ChevronDown } from 'lucide';
import { type NavGroup, navigation } from '../content/navigation';
import { DesktopNav as DesktopNavIsland } from '../islands/desktop-nav';
import { Icon } from './icon';

/**
 * The four dropdowns of the header at the large breakpoint and up, fed by the
 * one navigation model. The icons render here; the island gets data and markup.
 */
export function DesktopNav({ groups = navigation }: { groups?: readonly NavGroup[] }) {
  return (
    <DesktopNavIsland
      groups={groups.map((group) => ({
        id: group.id,
        title: group.title,
        entries: group.entries.map((entry) => ({
          href: entry.href,
          title: entry.title,
          description: entry.description,
          icon: <Icon icon={entry.icon} />,
        })),
      }))}
      chevron={<Icon icon={ChevronDown} className="desktop-nav__chevron" />}
    />
  );
}
