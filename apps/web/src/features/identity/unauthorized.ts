/**
 * The shared HTTP client has no 401 hook, so whoever sees an API call answer 401 (a query cache's onError, a
 * page) calls handleUnauthorized(); the signed-in session listens here to stop its refresh timers (SPEC.md §4).
 */
type UnauthorizedHandler = () => void;

const handlers = new Set<UnauthorizedHandler>();

export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export function handleUnauthorized(): void {
  for (const handler of [...handlers]) handler();
}
