import type { SearchResults } from '@assay/contracts';
import { Link } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/app/routes/templates/template-labels';
import { Badge } from '@/components/ui/badge';

type SearchTemplate = SearchResults['templates'][number];

/** Matching templates; the title opens it in the caller's templates area. */
export function SearchTemplateTable({ templates, detailPath }: { templates: SearchTemplate[]; detailPath: (id: string) => string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Templates</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Template</th>
            <th scope="col" className="px-3 py-2 font-medium">Difficulty</th>
            <th scope="col" className="px-3 py-2 font-medium">Source</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link to={detailPath(template.id)} className="underline-offset-4 hover:underline">
                  {template.title}
                </Link>
              </th>
              <td className="px-3 py-2">
                <Badge variant={difficultyBadges[template.difficulty]}>{difficultyLabels[template.difficulty]}</Badge>
              </td>
              <td className="px-3 py-2">{template.scope === 'platform' ? 'Platform' : 'Organization'}</td>
              <td className="px-3 py-2">
                {template.published_version === 0 ? <Badge variant="outline">Draft</Badge> : <Badge variant="success">{`Version ${template.published_version}`}</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
