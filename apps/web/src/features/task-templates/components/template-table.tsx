import { LANGUAGE_NAMES, type TemplateSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/relative-time';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';

function VersionCell({ template }: { template: TemplateSummary }) {
  if (template.published_version === 0) return <Badge variant="outline">Draft</Badge>;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="success">{`Version ${template.published_version}`}</Badge>
      {template.has_unpublished_changes ? <Badge variant="warning">Unpublished changes</Badge> : null}
    </div>
  );
}

/** One row per template; the title opens it. */
export function TemplateTable({
  templates,
  detailPath,
}: {
  templates: TemplateSummary[];
  detailPath: (id: string) => string;
}) {
  return (
    <DataTable caption="Task templates" columns={['Title', 'Difficulty', 'Languages', 'Source', 'Status', 'Updated']}>
      {templates.map((template) => (
        <DataRow key={template.id} className="align-top">
          <RowHeader>
            <Link to={detailPath(template.id)} className="underline-offset-4 hover:underline">
              {template.title}
            </Link>
            <div className="mt-1 text-xs font-normal text-muted-foreground">{`${template.tests} tests · ~${template.estimated_minutes} min${template.tags.length > 0 ? ` · ${template.tags.join(', ')}` : ''}`}</div>
          </RowHeader>
          <Cell>
            <Badge variant={difficultyBadges[template.difficulty]}>{difficultyLabels[template.difficulty]}</Badge>
          </Cell>
          <Cell>{template.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')}</Cell>
          <Cell>{template.scope === 'platform' ? 'Platform' : 'Organization'}</Cell>
          <Cell>
            <VersionCell template={template} />
          </Cell>
          <Cell className="tabular-nums">
            <RelativeTime value={template.updated_at} />
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}
