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

/**
 * Markdown written by authors (task statements), rendered safely: raw HTML is dropped, not rendered, and link
 * addresses other than http(s), mailto and relative ones are removed (react-markdown's default).
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 text-sm', className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
