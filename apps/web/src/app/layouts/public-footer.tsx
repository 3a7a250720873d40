import { Link } from 'react-router';
import { LogoMark } from '@/app/layouts/logo';
import { siteLinks } from '@/app/layouts/site-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

const accountLinks = {
  anonymous: [
    { to: paths.login, label: 'Sign in' },
    { to: paths.register, label: 'Get started' },
  ],
  signedIn: [{ to: paths.dashboard, label: 'Go to your dashboard' }],
};

export function PublicFooter() {
  const signedIn = useAuth().status === 'authenticated';
  const footerLinks = [
    ...siteLinks,
    ...accountLinks[signedIn ? 'signedIn' : 'anonymous'],
    { to: paths.debug, label: 'Diagnostics' },
  ];
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            <span>Assay</span>
          </div>
          <p className="text-sm text-muted-foreground">
            Open-source skills assessment and coding challenges, licensed under the AGPL-3.0. Run it on your own
            servers.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
