import { Link } from 'react-router';
import { activeLink, commonMenu, isExpanded, type MenuEntry } from '@/app/layouts/sidebar-menu';
import { cn } from '@/lib/utils';

interface SidebarNavProps {
  /** The role's entries; the entries everyone gets follow them. */
  entries: readonly MenuEntry[];
  pathname: string;
  /** Called when a link is followed, so the slide-out sheet can close even when the path does not change. */
  onNavigate?: () => void;
}

export function SidebarNav({ entries, pathname, onNavigate }: SidebarNavProps) {
  const current = activeLink([...entries, ...commonMenu], pathname);
  const item = (entry: MenuEntry) => (
    <SidebarItem key={entry.to} entry={entry} pathname={pathname} current={current} onNavigate={onNavigate} />
  );
  return (
    <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {entries.length > 0 ? <ul className="flex flex-col gap-1">{entries.map(item)}</ul> : null}
      <ul className={cn('flex flex-col gap-1', entries.length > 0 && 'mt-4 border-t border-border pt-4')}>
        {commonMenu.map(item)}
      </ul>
    </nav>
  );
}

interface SidebarItemProps {
  entry: MenuEntry;
  pathname: string;
  current: string | undefined;
  onNavigate?: () => void;
  nested?: boolean;
}

function SidebarItem({ entry, pathname, current, onNavigate, nested = false }: SidebarItemProps) {
  const expanded = isExpanded(entry, pathname);
  const active = current === entry.to;
  const Icon = entry.icon;
  return (
    <li>
      <Link
        to={entry.to}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
          active
            ? 'bg-secondary text-secondary-foreground'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          // An open parent reads as the section the visitor is in, without claiming to be the page itself.
          expanded && !active && 'text-foreground',
        )}
      >
        <Icon aria-hidden="true" className={nested ? 'size-4' : 'size-5'} />
        <span className="truncate">{entry.label}</span>
      </Link>
      {expanded && entry.children ? (
        <ul className="mt-1 ml-5 flex flex-col gap-1 border-l border-border pl-2">
          {entry.children.map((child) => (
            <SidebarItem
              key={child.to}
              entry={child}
              pathname={pathname}
              current={current}
              onNavigate={onNavigate}
              nested
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
