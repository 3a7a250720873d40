import type { SearchResults } from '@assay/contracts';
import { Link } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';

type SearchTemplate = SearchResults['templates'][number];

/** Matching templates; the title opens it in the caller's templates area. */
export function SearchTemplateTable({
  templates,
  detailPath,
}: {
  templates: SearchTemplate[];
  detailPath: (id: string) => string;
}) {
  return (
    <DataTable caption="Templates" columns={['Template', 'Difficulty', 'Source', 'Status']}>
      {templates.map((template) => (
        <DataRow key={template.id} className="align-top">
          <RowHeader>
            <Link to={detailPath(template.id)} className="underline-offset-4 hover:underline">
              {template.title}
            </Link>
          </RowHeader>
          <Cell>
            <Badge variant={difficultyBadges[template.difficulty]}>{difficultyLabels[template.difficulty]}</Badge>
          </Cell>
          <Cell>{template.scope === 'platform' ? 'Platform' : 'Organization'}</Cell>
          <Cell>
            {template.published_version === 0 ? (
              <Badge variant="outline">Draft</Badge>
            ) : (
              <Badge variant="success">{`Version ${template.published_version}`}</Badge>
            )}
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}
