import type { Assessment } from '@assay/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/relative-time';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

/**
 * The organization's assessments, each with how far its tasks are; choosing one opens it below the table, and its
 * Analytics link opens its figures.
 */
export function AssessmentTable({
  assessments,
  openId,
  onOpen,
}: {
  assessments: Assessment[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Assessments</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Assessment
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Tasks
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Created
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Analytics</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {assessments.map((assessment) => (
            <tr key={assessment.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <button
                  type="button"
                  className="text-left underline-offset-4 hover:underline"
                  aria-current={assessment.id === openId ? 'true' : undefined}
                  onClick={() => onOpen(assessment.id)}
                >
                  {`${assessment.title} · v${assessment.template_version}`}
                </button>
                <div className="text-xs font-normal text-muted-foreground">
                  {[
                    assessment.duration_minutes ? `timed ${assessment.duration_minutes} min` : 'untimed',
                    assessment.due_in_days ? `due in ${assessment.due_in_days} days` : 'no due date',
                  ].join(' · ')}
                </div>
              </th>
              <td className="px-3 py-2 tabular-nums">{`${assessment.counts.assigned + assessment.counts.in_progress} open · ${assessment.counts.submitted + assessment.counts.scored} submitted · ${assessment.counts.expired} expired`}</td>
              <td className="px-3 py-2">
                <RelativeTime value={assessment.created_at} />
              </td>
              <td className="px-3 py-2">
                <Link
                  to={fillPath(paths.interviewerTaskAnalytics, { id: assessment.id })}
                  aria-label={`Analytics of ${assessment.title} · v${assessment.template_version}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Analytics
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
