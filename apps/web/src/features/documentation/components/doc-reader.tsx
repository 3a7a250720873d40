import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MarkdownText } from '@/components/markdown';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useDocumentationDocument, type DocumentationDocument } from '@/features/documentation/api/documentation';
import { documentationHome, documentLink } from './doc-link';

/** A heading as the table of contents shows it: the Markdown marks the reading view does not show, dropped. */
const plainHeading = (text: string) => text.replace(/[`*_~]/g, '');

function ReaderSkeleton() {
  return (
    <div aria-busy="true" className="flex max-w-3xl flex-col gap-4">
      <span className="sr-only">Loading the document…</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: 6 }, (_, line) => (
        <Skeleton key={line} className={cn('h-4', line % 3 === 2 ? 'w-1/2' : 'w-full')} />
      ))}
    </div>
  );
}

function TableOfContents({ headings }: { headings: DocumentationDocument['headings'] }) {
  return (
    <nav
      aria-labelledby="documentation-toc"
      className="flex flex-col gap-2 self-start rounded-lg border border-border p-4 text-sm xl:sticky xl:top-20 xl:col-start-2 xl:row-span-3 xl:row-start-1 xl:border-0 xl:border-l xl:rounded-none xl:py-0"
    >
      <h2 id="documentation-toc" className="font-semibold">
        On this page
      </h2>
      <ul className="flex flex-col gap-1.5">
        {headings.map((heading, index) => (
          <li key={`${heading.anchor}-${index}`} className={heading.level === 3 ? 'pl-4' : undefined}>
            <a
              href={`#${heading.anchor}`}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:underline"
            >
              {plainHeading(heading.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PreviousNext({ previous, next }: Pick<DocumentationDocument, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  const box =
    'flex flex-col gap-1 rounded-lg border border-border p-4 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <nav aria-label="Previous and next documents" className="grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
      {previous ? (
        <Link to={documentLink(previous.id)} className={box}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </span>
          <span className="font-medium text-primary">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link to={documentLink(next.id)} className={cn(box, 'sm:items-end sm:text-right')}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-medium text-primary">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

function DocumentView({ document }: { document: DocumentationDocument }) {
  useDocumentTitle(document.title);
  const { hash } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A new document: to the place the link named (#anchor), else to its title, which takes the focus so the
  // keyboard and a screen reader start reading there rather than in the sidebar.
  useEffect(() => {
    const target = hash ? globalThis.document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView?.();
    else titleRef.current?.focus();
    // Only when the document changes: following a link of the table of contents moves the page by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document.id]);

  return (
    <article aria-labelledby="documentation-title" className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_14rem]">
      <header className="flex max-w-3xl flex-col gap-2 xl:col-start-1">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link to={documentationHome} className="underline-offset-4 hover:text-foreground hover:underline">
                Documentation
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>{document.categoryTitle}</li>
          </ol>
        </nav>
        <h1
          id="documentation-title"
          ref={titleRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-semibold tracking-tight outline-none"
        >
          {document.title}
        </h1>
        {document.summary ? <p className="text-muted-foreground">{document.summary}</p> : null}
        <p className="text-xs text-muted-foreground">
          Updated <RelativeTime value={document.updatedAt} />
        </p>
      </header>
      {document.headings.length > 0 ? <TableOfContents headings={document.headings} /> : null}
      <MarkdownText text={document.body} anchoredHeadings className="max-w-3xl text-base xl:col-start-1" />
      <div className="max-w-3xl xl:col-start-1">
        <PreviousNext previous={document.previous} next={document.next} />
      </div>
    </article>
  );
}

/** The reading view of `?doc=`: the document, its table of contents and the documents either side. */
export function DocReader({ id }: { id: string }) {
  const query = useDocumentationDocument(id);
  if (query.isPending) {
    return (
      <>
        <h1 className="sr-only">Documentation</h1>
        <ReaderSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">Documentation</h1>
        <QueryError
          what="The document could not be loaded."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <DocumentView key={query.data.id} document={query.data} />;
}
