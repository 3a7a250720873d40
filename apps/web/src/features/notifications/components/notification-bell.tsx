import type { Notification } from '@assay/contracts';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@/features/notifications/api/notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';

const PANEL_SIZE = 10;

/** The bell's accessible name carries the unread count, which the badge shows to sighted users. */
const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The top bar's bell, live (the stream refreshes its count). Candidates' goes to /notifications (SPEC.md §2); every
 * other role's opens a panel of the latest notifications, with their settings on /profile.
 */
export function NotificationBell({ opensPage }: { opensPage: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications({ unreadOnly: false, limit: PANEL_SIZE });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread_count ?? 0;

  if (opensPage) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={bellLabel(unread)}
        title="Notifications"
        className="relative"
        onClick={() => navigate(paths.notifications)}
      >
        <Bell aria-hidden="true" className="size-5" />
        <UnreadBadge count={unread} />
      </Button>
    );
  }

  const openOne = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} title="Notifications" className="relative">
          <Bell aria-hidden="true" className="size-5" />
          <UnreadBadge count={unread} />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {notifications.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading notifications…" />
            </div>
          ) : notifications.error ? (
            <p className="p-4 text-sm text-destructive">
              The notifications could not be loaded. {notifications.error.message}
            </p>
          ) : notifications.data.notifications.length === 0 ? (
            <p className="flex flex-col items-center gap-2 p-6 text-center text-sm text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
              Nothing yet. You will be told here when something needs you.
            </p>
          ) : (
            <NotificationList notifications={notifications.data.notifications} onOpen={openOne} compact />
          )}
        </div>
        <div className="border-t border-border px-3 py-2 text-right text-sm">
          <Link
            to={paths.profile}
            onClick={() => setOpen(false)}
            className="text-primary underline-offset-4 hover:underline"
          >
            Notification settings
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
