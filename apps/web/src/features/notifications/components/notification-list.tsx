import type { Notification } from '@assay/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';

/** Notifications newest first; an unread one is marked, and opening one marks it read. */
export function NotificationList({
  notifications,
  onOpen,
  compact = false,
}: {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
  compact?: boolean;
}) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {notifications.map((notification) => {
        const unread = notification.read_at === null;
        const body = (
          <>
            <span className="flex items-start gap-2">
              {unread ? (
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
              ) : (
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0" />
              )}
              <span className="min-w-0 flex-1">
                <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
                  {notification.title}
                  {unread ? <span className="sr-only"> (unread)</span> : null}
                </span>
                <span className={cn('block text-sm text-muted-foreground', compact && 'line-clamp-2')}>
                  {notification.body}
                </span>
                <span className="block text-xs text-muted-foreground">
                  <RelativeTime value={notification.created_at} />
                </span>
              </span>
            </span>
          </>
        );
        return (
          <li key={notification.id}>
            {notification.link ? (
              <Link
                to={notification.link}
                onClick={() => onOpen(notification)}
                className="block px-3 py-2.5 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                {body}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => onOpen(notification)}
                className="block w-full px-3 py-2.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
