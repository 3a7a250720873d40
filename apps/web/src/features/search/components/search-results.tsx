import type { Role, SearchResults as Results } from '@assay/contracts';
import { SearchX } from 'lucide-react';
import { SearchPracticeTable, type PracticeStart } from '@/features/search/components/search-practice-table';
import { SearchSection } from '@/features/search/components/search-section';
import { SearchTaskTable } from '@/features/search/components/search-task-table';
import { SearchTemplateTable } from '@/features/search/components/search-template-table';
import { templateAreas } from '@/config/template-areas';
import { EmptyState } from '@/components/ui/empty-state';

/** The results, grouped; a group with no match is left out rather than shown empty. */
export function SearchResults({
  results,
  role,
  startPractice,
}: {
  results: Results;
  role: Role | null;
  startPractice: PracticeStart;
}) {
  // The server treats a role-less user as a candidate (their own tasks, no templates); so does the page.
  const isCandidate = role === 'candidate' || role === null;
  const templateArea = templateAreas[role === 'admin' ? 'admin' : 'staff'];
  const { tasks, templates, public_tasks: catalogue } = results;

  if (tasks.length === 0 && templates.length === 0 && catalogue.length === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={`Nothing matches “${results.query}”`}
        description="Search looks at titles and tags. Try a shorter or different word."
      />
    );
  }

  const tasksTitle = isCandidate ? 'Your tasks' : 'Tasks';
  return (
    <div className="flex flex-col gap-8">
      {tasks.length > 0 ? (
        <SearchSection id="search-tasks" title={tasksTitle} count={tasks.length}>
          <SearchTaskTable tasks={tasks} caption={tasksTitle} own={isCandidate} />
        </SearchSection>
      ) : null}
      {templates.length > 0 ? (
        <SearchSection id="search-templates" title="Templates" count={templates.length}>
          <SearchTemplateTable templates={templates} detailPath={templateArea.detail} />
        </SearchSection>
      ) : null}
      {catalogue.length > 0 ? (
        <SearchSection id="search-practice" title="Practice catalogue" count={catalogue.length}>
          <SearchPracticeTable tasks={catalogue} canPractise={isCandidate} start={startPractice} />
        </SearchSection>
      ) : null}
    </div>
  );
}
