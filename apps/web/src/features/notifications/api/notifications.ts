import {
  notificationListSchema,
  notificationPaths,
  notificationSchema,
  notificationSettingsSchema,
  type Notification,
  type NotificationList,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { Notification, NotificationList, NotificationSettings };

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: { unreadOnly: boolean; limit: number }) => ['notifications', 'list', query] as const,
  settings: ['notifications', 'settings'] as const,
};

/** GET /notifications: the caller's, newest first, with the count of all unread ones (the bell's badge). */
export function getNotifications(
  query: { unreadOnly: boolean; limit: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiClient.get(notificationPaths.list, {
    query: { unread_only: String(query.unreadOnly), limit: query.limit },
    schema: notificationListSchema,
    signal,
  });
}

export function useNotifications(query: { unreadOnly: boolean; limit: number }) {
  return useQuery(
    queryOptions({ queryKey: notificationKeys.list(query), queryFn: ({ signal }) => getNotifications(query, signal) }),
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(fillPath(notificationPaths.read, { id }), undefined, { schema: notificationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post(notificationPaths.readAll, undefined, { schema: z.object({ marked: z.number() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.settings,
      queryFn: ({ signal }) =>
        apiClient.get(notificationPaths.settings, { schema: notificationSettingsSchema, signal }),
    }),
  );
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationSettings) =>
      apiClient.patch(notificationPaths.settings, input, { schema: notificationSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}

/** POST /notifications/stream-ticket: what opens the live stream (EventSource cannot send the bearer token). */
export function createStreamTicket(): Promise<{ ticket: string; expires_at: string }> {
  return apiClient.post(notificationPaths.streamTicket, undefined, {
    schema: z.object({ ticket: z.string(), expires_at: z.string() }),
  });
}
