import type { Notification } from '@assay/contracts';

/**
 * Opens a notification stream as the browser's EventSource would (a GET that stays open) and collects the
 * notifications it brings. Tests read it with `fetch`; pages use EventSource.
 */
export async function openNotificationStream(origin: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const received: Notification[] = [];
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
            if (lines.includes('event: notification') && data)
              received.push(JSON.parse(data.slice('data: '.length)) as Notification);
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return { response, received, close: () => controller.abort() };
}
