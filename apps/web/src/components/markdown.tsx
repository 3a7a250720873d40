import { Link } from 'react-router';
import { headingAnchor } from '@assay/contracts';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

// Our own look for each element (no typography plugin); headings step down so a statement never adds an h1.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-4 text-xl font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-4 text-lg font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-3 font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="list-disc pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal pl-6" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className="text-primary underline underline-offset-4" rel="noopener noreferrer" target="_blank" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  // A wide table scrolls in its own box: the statement beside it stays put on a narrow screen.
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table
        className="w-full border-collapse text-sm [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1"
        {...props}
      />
    </div>
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-l-4 border-border pl-4 text-muted-foreground" {...props} />
  ),
};

/** The shape of react-markdown's syntax-tree node that a heading's text is read from. */
interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** The text of a heading as a reader sees it: "Run `npm test`" gives "Run npm test". */
function textOf(node: TextNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * For a document whose page gives the h1 and a table of contents: headings keep the level they are written at
 * (`##` is an h2; a stray `#` becomes an h2 so the page keeps its one h1), each with the id `headingAnchor` makes
 * of its text, and links to a place on the page (`#…`) stay in the tab.
 */
const anchoredComponents: Components = {
  ...components,
  h1: ({ node, ...props }) => (
    <h2 id={headingAnchor(textOf(node))} className="mt-6 scroll-mt-24 text-xl font-semibold" {...props} />
  ),
  h2: ({ node, ...props }) => (
    <h2 id={headingAnchor(textOf(node))} className="mt-6 scroll-mt-24 text-xl font-semibold" {...props} />
  ),
  h3: ({ node, ...props }) => (
    <h3 id={headingAnchor(textOf(node))} className="mt-4 scroll-mt-24 text-lg font-semibold" {...props} />
  ),
  h4: ({ node, ...props }) => (
    <h4 id={headingAnchor(textOf(node))} className="mt-3 scroll-mt-24 font-semibold" {...props} />
  ),
  // Within the page and within the site (the documentation's links between documents): the same tab.
  a: ({ node: _node, href, ...props }) =>
    href?.startsWith('#') ? (
      <a className="text-primary underline underline-offset-4" href={href} {...props} />
    ) : href?.startsWith('/') && !href.startsWith('//') ? (
      <Link className="text-primary underline underline-offset-4" to={href} {...props} />
    ) : (
      <a
        className="text-primary underline underline-offset-4"
        rel="noopener noreferrer"
        target="_blank"
        href={href}
        {...props}
      />
    ),
};

interface MarkdownTextProps {
  text: string;
  className?: string;
  /**
   * Headings at the level written, with ids from `headingAnchor` for a table of contents to link to (the
   * documentation's reading view); without it, headings step down one level and have no ids (task statements).
   */
  anchoredHeadings?: boolean;
}

/**
 * Markdown written by authors (task statements), rendered safely: raw HTML is dropped, not rendered, and link
 * addresses other than http(s), mailto and relative ones are removed (react-markdown's default).
 */
export function MarkdownText({ text, className, anchoredHeadings = false }: MarkdownTextProps) {
  return (
    <div className={cn('flex flex-col gap-3 text-sm', className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={anchoredHeadings ? anchoredComponents : components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
