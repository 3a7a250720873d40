import { useSearchParams } from 'react-router';
import { safeRedirectTarget } from '@/app/guards/access-decision';

/** The page to return to after sign-in (`?redirect=`), only when it is a path on this site. */
export function useRedirectTarget(): string | null {
  const [params] = useSearchParams();
  return safeRedirectTarget(params.get('redirect'));
}

/** `path` carrying the redirect on, so moving between sign-in and sign-up keeps where the visitor was going. */
export function withRedirect(path: string, target: string | null): string {
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
