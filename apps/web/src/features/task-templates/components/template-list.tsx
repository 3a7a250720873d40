import { DIFFICULTIES, LANGUAGE_IDS, type Difficulty, type LanguageId } from '@assay/contracts';
import { LayoutTemplate, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { TemplateFilters, type TemplateFilterValues } from '@/features/task-templates/components/template-filters';
import { templateAreas } from '@/config/template-areas';
import { TemplateTable } from '@/features/task-templates/components/template-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { type TemplateFilters as Filters, useTemplates } from '@/features/task-templates/api/get-templates';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const SCOPES = ['platform', 'organization', 'all'] as const;

/** The templates the caller may use, filtered through the URL (/templates, /admin/templates). */
export function TemplateList({ area }: { area: 'staff' | 'admin' }) {
  const links = templateAreas[area];
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const values: TemplateFilterValues = {
    search: params.get('search')?.trim() ?? '',
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')) ?? '',
    language: oneOf(LANGUAGE_IDS, params.get('programming_language')) ?? '',
    scope: oneOf(SCOPES, params.get('scope')) ?? 'all',
  };
  const page = readPage(params, 'page');
  const filters: Filters = {
    page,
    limit: PAGE_SIZE,
    scope: values.scope as Filters['scope'],
    ...(values.search ? { search: values.search } : {}),
    ...(values.difficulty ? { difficulty: values.difficulty as Difficulty } : {}),
    ...(values.language ? { programming_language: values.language as LanguageId } : {}),
  };
  const templates = useTemplates(filters);
  const filtered = Boolean(values.search || values.difficulty || values.language || values.scope !== 'all');

  const change = (changes: Partial<TemplateFilterValues>) => {
    const next: Record<string, string | number | null> = { page: null };
    if ('search' in changes) next.search = changes.search || null;
    if ('difficulty' in changes) next.difficulty = changes.difficulty || null;
    if ('language' in changes) next.programming_language = changes.language || null;
    if ('scope' in changes) next.scope = changes.scope === 'all' ? null : (changes.scope ?? null);
    update(next);
  };
  const newTemplate = (
    <Button asChild>
      <Link to={links.create}>
        <Plus aria-hidden="true" />
        New template
      </Link>
    </Button>
  );

  return (
    <PageBody width="full">
      <PageHeader
        title={area === 'admin' ? 'Templates' : 'Task Templates'}
        description={
          area === 'admin'
            ? 'Platform templates, public once published, and every organization’s own.'
            : 'Your organization’s templates and the published platform ones. Assign a published version as a task.'
        }
        actions={newTemplate}
      />
      <TemplateFilters values={values} onChange={change} />
      {templates.isPending ? (
        <TableSkeleton label="Loading the templates…" />
      ) : templates.isError ? (
        <QueryError
          what="The templates could not be loaded."
          error={templates.error}
          retrying={templates.isFetching}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.templates.length === 0 ? (
        <EmptyState
          icon={<LayoutTemplate />}
          title={filtered ? 'No template matches these filters' : 'No templates yet'}
          description={
            filtered
              ? 'Clear a filter or search for something else.'
              : 'Write the first one: a statement, tests, and starter code with a reference solution in each language.'
          }
          action={filtered ? undefined : newTemplate}
        />
      ) : (
        <>
          <TemplateTable templates={templates.data.templates} detailPath={links.detail} />
          <ListPagination
            label="Template pages"
            page={page}
            limit={PAGE_SIZE}
            total={templates.data.total}
            busy={templates.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </PageBody>
  );
}
