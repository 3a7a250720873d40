import { Link } from 'react-router';
import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 23 16 8l7 15M11.8 17.5h8.4"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

/** The logo and the product's name; the signed-in shell passes the name the admin set (public pages keep the default). */
export function Wordmark({
  to = paths.home,
  name = PRODUCT_NAME_DEFAULT,
  label = `${name} home`,
}: {
  to?: string;
  name?: string;
  label?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogoMark />
      <span>{name}</span>
    </Link>
  );
}
