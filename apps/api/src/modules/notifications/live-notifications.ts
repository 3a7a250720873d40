import type { Notification } from '@assay/contracts';
import type { Broadcast } from '../../platform/broadcast/broadcast.js';

const CHANNEL = 'notifications';

/** What a stream tells its user: a new notification, or that their game figures changed. */
export type LiveEvent = { event: 'notification'; notification: Notification } | { event: 'points' };
type Listener = (live: LiveEvent) => void;

interface LiveMessage {
  userId: string;
  live: LiveEvent;
}

/**
 * The notification streams open on this node, by user. A new notification (or word that the user's points changed) is
 * pushed to the user's streams here and, through the broadcast, on every other node; a node hears only what was sent after it subscribed (the page reloads
 * the list when its stream opens, so nothing between is missed).
 */
export function createLiveNotifications(broadcast: Broadcast) {
  const listeners = new Map<string, Set<Listener>>();

  function deliverHere(userId: string, live: LiveEvent): void {
    for (const listener of listeners.get(userId) ?? []) listener(live);
  }

  function send(userId: string, live: LiveEvent): void {
    deliverHere(userId, live);
    broadcast.publish(CHANNEL, { userId, live } satisfies LiveMessage);
  }

  broadcast.subscribe(CHANNEL, (message) => {
    const { userId, live } = message as LiveMessage;
    if (typeof userId === 'string' && live) deliverHere(userId, live);
  });

  return {
    /** Listens for what the user's streams are told; the returned function stops. */
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
      send(userId, { event: 'notification', notification });
    },

    /** Tells the user's open pages that their points changed (after the commit that paid them). */
    pointsChanged(userId: string): void {
      send(userId, { event: 'points' });
    },

    /** How many streams are open here (health and tests). */
    openStreams: () => [...listeners.values()].reduce((sum, own) => sum + own.size, 0),
  };
}
export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
