import { MainOutlet } from '@/app/layouts/main-outlet';

/**
 * Pages shown to someone outside the product with nothing but the page: no site navigation and no app shell (a
 * candidate report opened through a share link).
 */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MainOutlet />
    </div>
  );
}
