import { API_PREFIX, notificationPaths, notificationSchema, STREAM_EVENTS, type Notification } from '@assay/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-context';
import { evaluationKeys } from '@/features/evaluation/api/evaluation';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { createStreamTicket, notificationKeys } from '@/features/notifications/api/notifications';
import { taskKeys } from '@/lib/task-query-keys';
import { staffTaskKeys } from '@/features/tasks/api/get-staff-tasks';
import { toast } from '@/lib/toast';

const MAX_RETRY_MS = 30_000;

/** What a new notification makes stale besides the notifications themselves: the pages that show its subject. */
function refreshFor(queryClient: QueryClient, notification: Notification): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  if (notification.kind === 'submission_to_review') {
    void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
    void queryClient.invalidateQueries({ queryKey: staffTaskKeys.all });
  }
  if (
    notification.kind === 'review_started' ||
    notification.kind === 'feedback_released' ||
    notification.kind === 'task_assigned'
  ) {
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  }
  // The task page learns of a scoring from one channel, its submissions' polling (attempts have no notification); the stream refreshes the other pages.
  if (notification.kind === 'submission_scored')
    void queryClient.invalidateQueries({
      queryKey: taskKeys.all,
      predicate: ({ queryKey }) => queryKey[1] !== 'detail' && queryKey[1] !== 'submissions',
    });
  if (notification.kind === 'feedback_released') void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
  // Points, level, streak and badges change with a scored practice submission or a badge (and any notification may
  // follow something that paid points): the game mode's figures are refreshed on every one. Only queries in use
  // refetch; the rest are marked stale.
  void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
}

/**
 * Holds the signed-in user's notification stream open (the browser's own EventSource, opened by a short-lived ticket
 * since it sends no Authorization header) and refreshes what each new notification concerns, with a toast. The
 * browser reconnects a dropped stream by itself; once the server refuses it (the ticket expired), a new ticket opens
 * a new stream, backing off while that fails.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const { status, userId } = useAuth();

  useEffect(() => {
    if (status !== 'authenticated' || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const reopenLater = () => {
      failures += 1;
      retry = setTimeout(() => void open(), Math.min(MAX_RETRY_MS, 500 * 2 ** failures));
    };
    const open = async () => {
      try {
        const { ticket } = await createStreamTicket();
        if (stopped) return;
        source = new EventSource(`${API_PREFIX}${notificationPaths.stream}?ticket=${encodeURIComponent(ticket)}`);
        source.onopen = () => {
          failures = 0;
          // Anything that came while the stream was down is read now.
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        };
        source.addEventListener(STREAM_EVENTS.notification, (event) => {
          const parsed = notificationSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (!parsed.success) return;
          refreshFor(queryClient, parsed.data);
          toast.info(parsed.data.title);
        });
        // Points paid without a notification (a practice attempt): the game mode's figures, quietly.
        source.addEventListener(STREAM_EVENTS.points, () => {
          void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
        });
        source.onerror = () => {
          if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
          source = null;
          if (!stopped) reopenLater();
        };
      } catch {
        if (!stopped) reopenLater();
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [status, userId, queryClient]);
}
