import {
  DIFFICULTIES,
  GITHUB_CHALLENGE_KINDS,
  GITHUB_CHALLENGE_KIND_NAMES,
  difficultySchema,
  type GithubChallengeKind,
  type GithubChallengeVisibility,
} from '@assay/contracts';
import { Eye, GitPullRequestCreate, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { difficultyLabels } from '@/components/difficulty';
import { errorMessage } from '@/components/form/field-errors';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { useRepositories } from '@/features/github/api/github';
import { usePreviewChallenges, usePublishChallenges } from '@/features/github/api/github-challenges';
import { ChallengePreviews } from '@/features/github/components/challenge-previews';
import type { GithubIntegrationScope } from '@/features/github/components/github-integration';
import { PublishedChallenges } from '@/features/github/components/published-challenges';
import { PullRequestTable } from '@/features/github/components/pull-request-table';

/** At most this many pull requests are previewed or published at once (the contract's limit). */
const MAX_CHOSEN = 20;

const visibilityOptions: { value: GithubChallengeVisibility; label: string }[] = [
  { value: 'public', label: 'Public: anyone, signed in or not' },
  { value: 'organization', label: 'Organization: its members only' },
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The choices and the work for one repository: tick pull requests, preview, publish. */
function RepositoryTaskCreation({ repository, scope }: { repository: string; scope: GithubIntegrationScope }) {
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [kind, setKind] = useState<GithubChallengeKind>('implement');
  const [difficulty, setDifficulty] = useState('');
  const [visibility, setVisibility] = useState<GithubChallengeVisibility>('public');
  const preview = usePreviewChallenges();
  const publish = usePublishChallenges();
  const chosen = [...selected];

  const toggle = (pullRequestId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(pullRequestId);
      else next.delete(pullRequestId);
      return next;
    });

  const parsedDifficulty = difficultySchema.safeParse(difficulty);
  const onPublish = () =>
    publish.mutate({
      pull_request_ids: chosen,
      kind,
      ...(parsedDifficulty.success ? { difficulty: parsedDifficulty.data } : {}),
      ...(scope === 'platform' ? { visibility } : {}),
    });

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <PullRequestTable repository={repository} selection={{ selected, onToggle: toggle, max: MAX_CHOSEN }} />

      <section
        aria-labelledby={`${id}-make`}
        className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
      >
        <h2 id={`${id}-make`} className="text-lg font-semibold">
          Make challenges
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {chosen.length === 0
            ? 'No pull request ticked: Preview looks at the newest ten imported.'
            : chosen.length === 1
              ? '1 pull request ticked.'
              : `${chosen.length} pull requests ticked.`}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field id={`${id}-kind`} label="Kind">
            <NativeSelect
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as GithubChallengeKind)}
            >
              {GITHUB_CHALLENGE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {GITHUB_CHALLENGE_KIND_NAMES[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-difficulty`} label="Difficulty">
            <NativeSelect
              id={`${id}-difficulty`}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value)}
            >
              <option value="">Worked out from the change’s size</option>
              {DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {difficultyLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {scope === 'platform' ? (
            <Field id={`${id}-visibility`} label="Visibility">
              <NativeSelect
                id={`${id}-visibility`}
                value={visibility}
                onChange={(event) => setVisibility(event.target.value as GithubChallengeVisibility)}
              >
                {visibilityOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : (
            <p className="self-end text-sm text-muted-foreground">Published for your organization’s members.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={preview.isPending}
            onClick={() => preview.mutate({ repository, ...(chosen.length > 0 ? { pull_request_ids: chosen } : {}) })}
          >
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <Button loading={publish.isPending} disabled={chosen.length === 0} onClick={onPublish}>
            <Send aria-hidden="true" />
            Publish
          </Button>
        </div>
        {preview.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Running each pull request’s tests before and after the change in the sandbox: this takes a few seconds…
          </p>
        ) : null}
        {publish.isError ? (
          <p role="alert" className="text-sm">
            Nothing was published: {errorMessage(publish.error)}
          </p>
        ) : null}
        {publish.data ? (
          <div role="status" className="flex flex-col gap-2 text-sm">
            {publish.data.created.length > 0 ? (
              <>
                <p className="font-medium">
                  {publish.data.created.length === 1
                    ? '1 challenge published.'
                    : `${publish.data.created.length} challenges published.`}
                </p>
                <ul className="flex flex-col gap-1">
                  {publish.data.created.map((challenge) => (
                    <li key={challenge.id} className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 break-words">
                        <span className="font-mono tabular-nums">#{challenge.pull_request_number}</span>{' '}
                        {challenge.title} ({GITHUB_CHALLENGE_KIND_NAMES[challenge.kind]})
                      </span>
                      <Button asChild size="sm" variant="outline">
                        <Link
                          to={fillPath(paths.codeEditor, { taskId: challenge.id })}
                          aria-label={`Open ${challenge.title}`}
                        >
                          Open
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {publish.data.failed.length > 0 ? (
              <>
                <p className="font-medium">
                  {publish.data.failed.length === 1
                    ? '1 pull request could not be made into a challenge:'
                    : `${publish.data.failed.length} pull requests could not be made into challenges:`}
                </p>
                <ul className="list-disc pl-5">
                  {publish.data.failed.map((failure) => (
                    <li key={failure.pull_request_id} className="break-words">
                      <span className="font-mono tabular-nums">#{failure.number}</span>: {failure.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </section>

      {preview.isError ? (
        <p role="alert" className="text-sm">
          The preview failed: {errorMessage(preview.error)}
        </p>
      ) : preview.data ? (
        <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-preview`} className="text-lg font-semibold">
            Preview
          </h2>
          <ChallengePreviews previews={preview.data.previews} />
        </section>
      ) : null}

      <PublishedChallenges repository={repository} />
    </div>
  );
}

/**
 * /org-admin/github-task-creation and /admin/github-task-creation: choose a repository imported from, tick its pull
 * requests, preview which can become which challenge, and publish them (the admin chooses public or organization).
 */
export function ChallengeTaskCreation({ scope }: { scope: GithubIntegrationScope }) {
  const repositories = useRepositories();
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const names = (repositories.data ?? []).map((repository) => repository.full_name);
  const chosen = params.get('repository');
  const repository = chosen && names.includes(chosen) ? chosen : names[0];
  const integration = scope === 'platform' ? paths.adminGithubIntegration : paths.orgAdminGithubIntegration;

  if (repositories.isPending) return <TableSkeleton label="Loading the repositories…" />;
  if (!repository)
    return (
      <EmptyState
        icon={<GitPullRequestCreate />}
        title="No repositories yet"
        description="Challenges are made from merged pull requests imported from GitHub. Connect GitHub, add a repository and import its pull requests on GitHub Integration first."
        action={
          <Button asChild>
            <Link to={integration}>Go to GitHub Integration</Link>
          </Button>
        }
      />
    );
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor="task-creation-repository">Repository</Label>
        <NativeSelect
          id="task-creation-repository"
          value={repository}
          onChange={(event) => update({ repository: event.target.value, page: null, q: null })}
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <RepositoryTaskCreation key={repository} repository={repository} scope={scope} />
    </div>
  );
}
