import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryTags, staticPageHtml } from './vite-prerender.ts';

// The SPA's index.html as `vite build` writes it.
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <title>Assay — open-source skills assessment</title>
    <script type="module" crossorigin src="/assets/index-Bg9h77cQ.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-DlmbjZJV.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C6R2ToZB.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'src/static-page.ts': {
    file: 'assets/static-page-BB73NEVK.js',
    src: 'src/static-page.ts',
    isEntry: true,
    imports: ['_theme.js'],
  },
  '_theme.js': { file: 'assets/theme-Cb9orF-s.js' },
};

describe('staticPageHtml', () => {
  const scripts = entryTags(manifest, 'src/static-page.ts');

  it("puts the page in #root under its title, with the static page's script instead of the app's", () => {
    const html = staticPageHtml(
      BUILT_INDEX,
      { title: 'Pricing · Assay', body: '<main><h1>Pricing</h1></main>' },
      scripts,
    );
    expect(html).toContain('<div id="root"><main><h1>Pricing</h1></main></div>');
    expect(html).toContain('<title>Pricing · Assay</title>');
    expect(html).not.toContain('index-Bg9h77cQ.js');
    expect(html).not.toContain('react-DlmbjZJV.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/static-page-BB73NEVK.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/theme-Cb9orF-s.js">');
    // What the page needs from the SPA's head stays: its stylesheet and the theme set before first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C6R2ToZB.css">');
    expect(html).toContain('<script src="/theme-init.js"></script>');
  });

  it('escapes the title, and refuses a template with no empty #root to fill', () => {
    const html = staticPageHtml(BUILT_INDEX, { title: 'Q&A <beta>', body: '<p>x</p>' }, scripts);
    expect(html).toContain('<title>Q&amp;A &lt;beta&gt;</title>');
    expect(() =>
      staticPageHtml(BUILT_INDEX.replace('<div id="root"></div>', ''), { title: 't', body: '<p>x</p>' }, scripts),
    ).toThrow(/#root/);
  });

  it('names the entry the manifest lacks', () => {
    expect(() => entryTags(manifest, 'src/missing.ts')).toThrow(/no entry src\/missing\.ts/);
  });
});
