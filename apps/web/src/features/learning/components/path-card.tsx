import type { PathSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { formatMinutes, levelLabels } from './learning-labels';

/** A path in the catalogue: what it covers, how long, and where the caller stands. */
export function PathCard({ path }: { path: PathSummary }) {
  const href = fillPath(paths.learningPath, { pathId: path.id });
  const enrollment = path.enrollment;
  return (
    <article
      aria-labelledby={`path-${path.id}`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{levelLabels[path.level]}</Badge>
        {enrollment?.completed_at ? (
          <Badge variant="success">Completed</Badge>
        ) : enrollment ? (
          <Badge>Enrolled</Badge>
        ) : null}
        {path.topics.map((topic) => (
          <Badge key={topic} variant="secondary">
            {topic}
          </Badge>
        ))}
      </div>
      <h2 id={`path-${path.id}`} className="text-lg font-semibold">
        <Link to={href} className="hover:underline">
          {path.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{path.summary}</p>
      <p className="text-sm tabular-nums text-muted-foreground">
        {path.modules} modules · {path.steps} steps · {path.challenges} challenges · about {formatMinutes(path.minutes)}
      </p>
      {path.prerequisites.length > 0 ? (
        <p className="text-sm">
          Before this:{' '}
          {path.prerequisites
            .map((prerequisite) => `${prerequisite.title}${prerequisite.completed ? ' ✓' : ''}`)
            .join(', ')}
        </p>
      ) : null}
      {enrollment ? (
        <div className="flex flex-col gap-1">
          <ProgressBar value={enrollment.percent} label={`${path.title}: progress`} />
          <p className="text-sm tabular-nums text-muted-foreground">
            {enrollment.completed_steps} of {enrollment.total_steps} steps ({enrollment.percent}%)
          </p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={enrollment?.next_step ? `${href}?step=${enrollment.next_step.key}` : href}>
            {enrollment ? (enrollment.completed_at ? 'Review' : 'Continue') : 'View path'}
          </Link>
        </Button>
        {enrollment ? (
          <Button asChild size="sm" variant="outline">
            <Link to={fillPath(paths.learningProgress, { pathId: path.id })}>Progress</Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
