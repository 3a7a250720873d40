import { type Notification, STREAM_EVENTS } from '@assay/contracts';

/**
 * Opens a notification stream as the browser's EventSource would (a GET that stays open) and collects the
 * notifications it brings, and the name of every event in order. Tests read it with `fetch`; pages use EventSource.
 */
export async function openNotificationStream(origin: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const received: Notification[] = [];
  const events: string[] = [];
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const data = lines.find((line) => line.startsWith('data: '));
            const name = lines.find((line) => line.startsWith('event: '));
            if (name) events.push(name.slice('event: '.length));
            if (name === `event: ${STREAM_EVENTS.notification}` && data)
              received.push(JSON.parse(data.slice('data: '.length)) as Notification);
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return { response, received, events, close: () => controller.abort() };
}
