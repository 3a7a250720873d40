import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { useTemplateVersions, type TemplateVersionHistory } from '@/features/task-templates/api/get-template-versions';
import { versionChanges, type DiffSection } from '@/features/task-templates/components/version-diff';
import { cn } from '@/lib/utils';

type Entry = TemplateVersionHistory['versions'][number];

/** One changed part, its lines marked by a sign (not colour alone) and named for screen readers. */
export function DiffView({ section }: { section: DiffSection }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium">{section.title}</figcaption>
      <pre
        aria-label={`Changes to ${section.title}`}
        className="overflow-x-auto rounded-md border border-border bg-muted/40 py-2 font-mono text-xs"
      >
        {section.lines.map((line, index) => (
          <div
            key={index}
            className={cn('px-2', line.sign === '+' && 'bg-success/15', line.sign === '-' && 'bg-destructive/15')}
          >
            <span aria-hidden="true" className="mr-2 inline-block w-3 text-muted-foreground select-none">
              {line.sign === '-' ? '−' : line.sign}
            </span>
            <span className="sr-only">{line.sign === '+' ? 'added: ' : line.sign === '-' ? 'removed: ' : ''}</span>
            {line.text}
          </div>
        ))}
      </pre>
    </figure>
  );
}

function VersionItem({ entry, previous }: { entry: Entry; previous: Entry | undefined }) {
  const changes = previous ? versionChanges(previous.content, entry.content) : [];
  const used = entry.assessments;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h3 className="font-semibold">{`Version ${entry.version}`}</h3>
        <span className="text-muted-foreground">
          published <RelativeTime value={entry.published_at} />
        </span>
        <Badge variant={used.length > 0 ? 'secondary' : 'outline'}>
          {used.length === 0
            ? 'No assessment of your organization uses it'
            : `Used by ${used.length} ${used.length === 1 ? 'assessment' : 'assessments'} of your organization`}
        </Badge>
      </div>
      {used.length > 0 ? (
        <ul aria-label={`Assessments of version ${entry.version}`} className="flex flex-col gap-1 text-sm">
          {used.map((assessment) => (
            <li key={assessment.id}>
              {'Assessment created '}
              <RelativeTime value={assessment.created_at} />
              {` · ${assessment.tasks} ${assessment.tasks === 1 ? 'task' : 'tasks'} given`}
            </li>
          ))}
        </ul>
      ) : null}
      {previous ? (
        <details className="text-sm">
          <summary className="cursor-pointer">{`Changes from version ${previous.version}`}</summary>
          <div className="mt-2 flex flex-col gap-3">
            {changes.length === 0 ? (
              <p className="text-muted-foreground">Nothing you can see changed.</p>
            ) : (
              changes.map((section) => <DiffView key={section.title} section={section} />)
            )}
          </div>
        </details>
      ) : (
        <p className="text-sm text-muted-foreground">The first version.</p>
      )}
    </li>
  );
}

/** Every published version, newest first: when, what changed from the one before, and which assessments use it. */
export function TemplateHistory({ id }: { id: string }) {
  const versions = useTemplateVersions(id);
  return (
    <section aria-labelledby="template-history" className="flex flex-col gap-3">
      <h2 id="template-history" className="text-lg font-semibold">
        Version history
      </h2>
      {versions.isPending ? <p className="text-sm text-muted-foreground">Loading the versions…</p> : null}
      {versions.isError ? (
        <QueryError
          what="The versions could not be loaded."
          error={versions.error}
          retrying={versions.isFetching}
          onRetry={() => void versions.refetch()}
        />
      ) : null}
      {versions.data?.versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not published yet: each publish adds a version here.</p>
      ) : null}
      {versions.data && versions.data.versions.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {versions.data.versions.map((entry, index) => (
            <VersionItem key={entry.version} entry={entry} previous={versions.data.versions[index + 1]} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
