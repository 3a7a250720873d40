import type { Notification } from '@assay/contracts';
import type { Broadcast } from '../../platform/broadcast/broadcast.js';

const CHANNEL = 'notifications';

type Listener = (notification: Notification) => void;

interface LiveMessage {
  userId: string;
  notification: Notification;
}

/**
 * The notification streams open on this node, by user. A new notification is pushed to the user's streams here and,
 * through the broadcast, on every other node; a node hears only what was sent after it subscribed (the page reloads
 * the list when its stream opens, so nothing between is missed).
 */
export function createLiveNotifications(broadcast: Broadcast) {
  const listeners = new Map<string, Set<Listener>>();

  function deliverHere(userId: string, notification: Notification): void {
    for (const listener of listeners.get(userId) ?? []) listener(notification);
  }

  broadcast.subscribe(CHANNEL, (message) => {
    const { userId, notification } = message as LiveMessage;
    if (typeof userId === 'string' && notification) deliverHere(userId, notification);
  });

  return {
    /** Listens for the user's new notifications; the returned function stops. */
    listen(userId: string, listener: Listener): () => void {
      const own = listeners.get(userId) ?? new Set<Listener>();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },

    push(userId: string, notification: Notification): void {
      deliverHere(userId, notification);
      broadcast.publish(CHANNEL, { userId, notification } satisfies LiveMessage);
    },

    /** How many streams are open here (health and tests). */
    openStreams: () => [...listeners.values()].reduce((sum, own) => sum + own.size, 0),
  };
}
export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
