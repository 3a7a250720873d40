import { NotificationInbox } from '@/features/notifications/components/notification-inbox';

/** /notifications: everything the user was told. */
export function NotificationsPage() {
  return <NotificationInbox />;
}
