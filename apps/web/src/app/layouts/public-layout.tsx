import { MainOutlet } from '@/app/layouts/main-outlet';
import { PublicFooter } from '@/app/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { SkipLink } from '@/app/layouts/skip-link';

/** The marketing site and the other pages anyone may see. Must never import the signed-in layout or its pages. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <MainOutlet />
      <PublicFooter />
    </div>
  );
}
