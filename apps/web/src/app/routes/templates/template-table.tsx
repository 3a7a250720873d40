import { LANGUAGE_NAMES, type TemplateSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { difficultyBadges, difficultyLabels } from '@/app/routes/templates/template-labels';
import { Badge } from '@/components/ui/badge';

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
export function TemplateTable({ templates, detailPath }: { templates: TemplateSummary[]; detailPath: (id: string) => string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Task templates</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Title</th>
            <th scope="col" className="px-3 py-2 font-medium">Difficulty</th>
            <th scope="col" className="px-3 py-2 font-medium">Languages</th>
            <th scope="col" className="px-3 py-2 font-medium">Source</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Updated</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link to={detailPath(template.id)} className="underline-offset-4 hover:underline">
                  {template.title}
                </Link>
                <div className="mt-1 text-xs font-normal text-muted-foreground">{`${template.tests} tests · ~${template.estimated_minutes} min${template.tags.length > 0 ? ` · ${template.tags.join(', ')}` : ''}`}</div>
              </th>
              <td className="px-3 py-2">
                <Badge variant={difficultyBadges[template.difficulty]}>{difficultyLabels[template.difficulty]}</Badge>
              </td>
              <td className="px-3 py-2">{template.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')}</td>
              <td className="px-3 py-2">{template.scope === 'platform' ? 'Platform' : 'Organization'}</td>
              <td className="px-3 py-2">
                <VersionCell template={template} />
              </td>
              <td className="px-3 py-2 tabular-nums">
                <RelativeTime value={template.updated_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
