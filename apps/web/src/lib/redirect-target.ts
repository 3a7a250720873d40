import { useSearchParams } from 'react-router';

/** The page to return to after sign-in (`?redirect=`), only when it is a path on this site. */
export function useRedirectTarget(): string | null {
  const [params] = useSearchParams();
  return safeRedirectTarget(params.get('redirect'));
}

/** `path` carrying the redirect on, so moving between sign-in and sign-up keeps where the visitor was going. */
export function withRedirect(path: string, target: string | null): string {
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

/** A redirect target is only ever a path on this site. */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
