import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The module that renders the public pages (run in Node through Vite), and the script those pages load. */
const PAGES_MODULE = '/src/app/static-pages/pages.tsx';
export const STATIC_PAGE_ENTRY = 'src/static-page.ts';
/** Where the prerendered pages go in the build: the API serves them (apps/api/src/plugins/static-pages.ts). */
export const STATIC_PAGES_DIR = 'static-pages';
/** The pages' index in that folder: each page's path and its file. */
export const STATIC_PAGES_INDEX = 'pages.json';
export type StaticPagesIndex = Record<string, string>;

interface StaticPagesModule {
  staticPages: readonly { path: string; file: string; Page: unknown }[];
  renderStaticPage(path: string, Page: unknown): { title: string; body: string };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <script> and <link rel="modulepreload"> tags that load a manifest entry (a chunk and its static imports). */
export function entryTags(manifest: Manifest, entry: string): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The build manifest has no entry ${entry}`);
  const preloads = (chunk.imports ?? []).map((key) => {
    const imported = manifest[key];
    if (!imported) throw new Error(`The build manifest has no chunk ${key}, which ${entry} imports`);
    return `<link rel="modulepreload" crossorigin href="/${imported.file}">`;
  });
  return [`<script type="module" crossorigin src="/${chunk.file}"></script>`, ...preloads].join('\n    ');
}

/**
 * The SPA's built index.html turned into one prerendered page: its title, the page's markup in #root, and the static
 * page's script in place of the app's (whose module script and preloads are dropped). The stylesheet, the icon and
 * the theme script that runs before first paint stay.
 */
export function staticPageHtml(template: string, page: { title: string; body: string }, scripts: string): string {
  const ROOT = '<div id="root"></div>';
  if (!template.includes(ROOT)) throw new Error(`The built index.html has no empty #root (${ROOT}) to prerender into`);
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${scripts}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>`);
}

/**
 * After the client build: renders the public marketing pages to `dist/static-pages/*.html` with the same components
 * the SPA uses (src/app/static-pages/pages.tsx, loaded through a Vite server in Node), so a visitor without a session
 * gets the page whole with a few kilobytes of script instead of the SPA. Runs before precompress(), which then
 * compresses these pages too.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'assay-prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = join(config.root, config.build.outDir);
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const scripts = entryTags(manifest, STATIC_PAGE_ENTRY);
        // The build's own config (aliases, JSX); the plugins that only apply to builds, this one included, stay out.
        const server = await createServer({
          configFile: config.configFile,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { staticPages, renderStaticPage } = (await server.ssrLoadModule(PAGES_MODULE)) as StaticPagesModule;
          mkdirSync(join(outDir, STATIC_PAGES_DIR), { recursive: true });
          for (const { path, file, Page } of staticPages)
            writeFileSync(
              join(outDir, STATIC_PAGES_DIR, file),
              staticPageHtml(template, renderStaticPage(path, Page), scripts),
            );
          const index: StaticPagesIndex = Object.fromEntries(staticPages.map(({ path, file }) => [path, file]));
          writeFileSync(join(outDir, STATIC_PAGES_DIR, STATIC_PAGES_INDEX), `${JSON.stringify(index, null, 2)}\n`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
