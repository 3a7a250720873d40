import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
import { AboutPage } from '@/app/routes/public/about';
import { DocsPage } from '@/app/routes/public/docs';
import { FeaturesPage } from '@/app/routes/public/features';
import { IntegrationsPage } from '@/app/routes/public/integrations';
import { LandingPage } from '@/app/routes/public/landing';
import { RoadmapPage } from '@/app/routes/public/roadmap';
import { paths } from '@/config/paths';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { ThemeProvider } from '@/lib/theme-provider';
import { DocumentTitleCollector } from '@/lib/use-document-title';

/**
 * The marketing pages, rendered to HTML at build time for visitors without a session: the same components as the
 * SPA's routes, but the page arrives whole and loads no React (app/static-pages/enhance.ts runs what little on it is
 * interactive). A signed-in visitor gets the SPA on the same paths. Keep in step with route-table.tsx. /pricing is not
 * among them: it shows the plans live from the API, so it is the SPA's.
 */
export const staticPages: readonly { path: string; file: string; Page: ComponentType }[] = [
  { path: paths.home, file: 'index.html', Page: LandingPage },
  { path: paths.features, file: 'features.html', Page: FeaturesPage },
  { path: paths.integrations, file: 'integrations.html', Page: IntegrationsPage },
  { path: paths.docs, file: 'docs.html', Page: DocsPage },
  { path: paths.roadmap, file: 'roadmap.html', Page: RoadmapPage },
  { path: paths.about, file: 'about.html', Page: AboutPage },
];

const refuse = (): never => {
  throw new Error('A prerendered public page has no session: signing in happens in the SPA.');
};

/** What a visitor without a session sees: the public pages offer "Sign in" and "Get started". */
const anonymous: AuthContextValue = {
  status: 'anonymous',
  user: null,
  userRole: null,
  userId: null,
  jwtToken: null,
  signIn: refuse,
  signUp: refuse,
  signInWithProvider: refuse,
  logout: refuse,
  reloadUser: refuse,
};

export interface RenderedPage {
  /** The tab's title, as the page's useDocumentTitle names it. */
  title: string;
  /** What the SPA would render into #root at this path for a visitor without a session. */
  body: string;
}

/** One public page at its path, as a visitor without a session sees it. */
export function renderStaticPage(path: string, Page: ComponentType): RenderedPage {
  let title: string | null = null;
  const body = renderToStaticMarkup(
    <DocumentTitleCollector value={(collected) => (title = collected)}>
      <ThemeProvider>
        <AuthContext value={anonymous}>
          <StaticRouter location={path}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={path} element={<Page />} />
              </Route>
            </Routes>
          </StaticRouter>
        </AuthContext>
      </ThemeProvider>
    </DocumentTitleCollector>,
  );
  if (title === null) throw new Error(`The public page at ${path} names no title (useDocumentTitle).`);
  return { title, body };
}
