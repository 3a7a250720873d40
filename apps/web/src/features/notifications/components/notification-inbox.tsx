import type { Notification } from '@assay/contracts';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@/features/notifications/api/notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { toast } from '@/lib/toast';

const LIMIT = 100;

/** Everything you were told, newest first, live; unread ones marked, and a filter for them (/notifications). */
export function NotificationInbox() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const notifications = useNotifications({ unreadOnly, limit: LIMIT });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread_count ?? 0;
  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
  };

  return (
    <PageBody>
      <PageHeader
        title="Notifications"
        description={
          <>
            New assignments, review results and approaching deadlines. Choose what reaches you in{' '}
            <Link to={paths.settingsNotifications} className="text-primary underline underline-offset-4">
              notification settings
            </Link>
            .
          </>
        }
        actions={
          <Button
            variant="outline"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() =>
              markAllRead.mutate(undefined, {
                onSuccess: () => toast.success('All notifications are marked read.'),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Mark all read
          </Button>
        }
      />
      <div role="group" aria-label="Show" className="inline-flex w-fit rounded-md border border-border p-0.5">
        <Button
          size="sm"
          variant={unreadOnly ? 'ghost' : 'secondary'}
          aria-pressed={!unreadOnly}
          onClick={() => setUnreadOnly(false)}
        >
          All
        </Button>
        <Button
          size="sm"
          variant={unreadOnly ? 'secondary' : 'ghost'}
          aria-pressed={unreadOnly}
          onClick={() => setUnreadOnly(true)}
        >
          {`Unread (${unread})`}
        </Button>
      </div>
      {notifications.error ? (
        <QueryError
          what="Your notifications could not be loaded."
          error={notifications.error}
          retrying={notifications.isFetching}
          onRetry={notifications.refetch}
        />
      ) : !notifications.data ? (
        <TableSkeleton rows={4} label="Loading your notifications…" />
      ) : notifications.data.notifications.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={unreadOnly ? 'Nothing unread' : 'No notifications yet'}
          description="You are told here when a task is assigned to you, when your work is scored or reviewed, and before a task is due."
        />
      ) : (
        <div className="rounded-lg border border-border">
          <NotificationList notifications={notifications.data.notifications} onOpen={open} />
        </div>
      )}
    </PageBody>
  );
}
