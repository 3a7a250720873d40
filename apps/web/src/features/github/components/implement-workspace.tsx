import type { GithubChallenge } from '@assay/contracts';
import { FlaskConical, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import {
  useChallengeAttempts,
  useChallengeTreeFile,
  useRunChallengeTests,
  useSubmitChallenge,
} from '@/features/github/api/github-challenges';
import { AttemptHistory, AttemptOutcome } from '@/features/github/components/challenge-attempts';
import { ChallengeFileTree } from '@/features/github/components/challenge-file-tree';
import { SubmitButton } from '@/features/github/components/challenge-submit';
import { fileName, languageOfFile } from '@/features/github/components/file-language';
import { RepositoryRunResults } from '@/features/github/components/repository-run-results';
import { useChallengeFiles } from '@/features/github/hooks/use-challenge-files';

type Implement = NonNullable<GithubChallenge['implement']>;

/** A repository file opened to read: loaded on first open, shown in the same editor, read-only. */
function ReadOnlyFile({ challengeId, path }: { challengeId: string; path: string }) {
  const file = useChallengeTreeFile(challengeId, path);
  if (file.isPending) return <Skeleton className="h-96 w-full" aria-label={`Loading ${path}…`} />;
  if (file.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-md border border-destructive/60 p-3 text-sm">
        <p>
          {path} could not be loaded: {errorMessage(file.error)}
        </p>
        <Button size="sm" variant="outline" loading={file.isFetching} onClick={() => void file.refetch()}>
          Retry
        </Button>
      </div>
    );
  return (
    <LazyCodeEditor
      key={path}
      label={`${path} (read-only)`}
      value={file.data.content}
      language={languageOfFile(path)}
      onChange={() => {}}
      readOnly
      className="h-[28rem]"
    />
  );
}

interface ImplementWorkspaceProps {
  challenge: GithubChallenge;
  implement: Implement;
  signedIn: boolean;
}

/**
 * An implement challenge's editor: tabs over the files the pull request touched (and any repository file opened to
 * read) in the one shared editor, Run tests with the candidate's files, and Submit (signed in) for the hidden tests.
 */
export function ImplementWorkspace({ challenge, implement, signedIn }: ImplementWorkspaceProps) {
  const files = useChallengeFiles(challenge.id, implement.files);
  const editable = new Set(implement.files.map((file) => file.path));
  const [opened, setOpened] = useState<string[]>([]);
  const [active, setActive] = useState(implement.files[0]?.path ?? '');
  const run = useRunChallengeTests(challenge.id);
  const submit = useSubmitChallenge(challenge.id);
  const attempts = useChallengeAttempts(challenge.id, { enabled: signedIn });
  const tabs = [...implement.files.map((file) => file.path), ...opened];

  const runTests = () => {
    if (!run.isPending) run.mutate(files.workTree());
  };
  const open = (path: string) => {
    if (!editable.has(path) && !opened.includes(path)) setOpened((current) => [...current, path]);
    setActive(path);
  };
  const close = (path: string) => {
    setOpened((current) => current.filter((entry) => entry !== path));
    if (active === path) setActive(implement.files[0]?.path ?? '');
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid min-w-0 gap-4 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <ChallengeFileTree
          files={implement.files}
          tree={implement.tree}
          changed={files.changed}
          active={active}
          onOpen={open}
        />
        <section aria-label="Editor" className="flex min-w-0 flex-col gap-3">
          <ul aria-label="Open files" className="flex flex-wrap gap-1 border-b border-border">
            {tabs.map((path) => (
              <li key={path} className="flex items-center">
                <button
                  type="button"
                  aria-current={path === active ? 'true' : undefined}
                  title={path}
                  onClick={() => setActive(path)}
                  className={cn(
                    '-mb-px max-w-56 truncate border-b-2 px-3 py-2 font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    path === active
                      ? 'border-primary font-semibold text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  {fileName(path)}
                  {files.changed.includes(path) ? (
                    <>
                      <span aria-hidden="true"> •</span>
                      <span className="sr-only"> (edited)</span>
                    </>
                  ) : null}
                </button>
                {editable.has(path) ? null : (
                  <button
                    type="button"
                    aria-label={`Close ${path}`}
                    onClick={() => close(path)}
                    className="rounded p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-mono text-xs break-all text-muted-foreground">{active}</p>
            {editable.has(active) && files.changed.includes(active) ? (
              <Button size="sm" variant="ghost" onClick={() => files.reset(active)}>
                <RotateCcw aria-hidden="true" />
                Undo my changes to {fileName(active)}
              </Button>
            ) : null}
          </div>
          <div className="min-w-0">
            {editable.has(active) ? (
              <LazyCodeEditor
                key={active}
                label={`Editing ${active}`}
                value={files.contentOf(active)}
                language={languageOfFile(active)}
                onChange={(content) => files.setContent(active, content)}
                onRun={runTests}
                className="h-[28rem]"
              />
            ) : (
              <ReadOnlyFile challengeId={challenge.id} path={active} />
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              loading={run.isPending}
              title="Run the repository’s visible tests with your files (Ctrl+Enter in the editor)"
              onClick={runTests}
            >
              <FlaskConical aria-hidden="true" />
              Run tests
            </Button>
            <SubmitButton
              signedIn={signedIn}
              label="Submit"
              title="Submit your change?"
              description={`Your ${files.changed.length === 1 ? 'edited file is' : `${files.changed.length} edited files are`} scored on the pull request's ${implement.hidden_test_count} hidden tests. The attempt is kept; you can submit again.`}
              busy={submit.isPending}
              onConfirm={() => submit.mutate({ files: files.workTree() })}
            />
            <span className="text-xs text-muted-foreground">
              Runs{' '}
              {implement.visible_test_files.length === 1
                ? '1 test file'
                : `${implement.visible_test_files.length} test files`}
              ; submitting is scored on {implement.hidden_test_count} hidden tests.
            </span>
          </div>
        </section>
      </div>
      <section aria-labelledby="run-results" className="flex min-w-0 flex-col gap-3">
        <h2 id="run-results" className="text-base font-semibold">
          Test results
        </h2>
        {run.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Running the repository’s tests with your files…
          </p>
        ) : run.isError ? (
          <p role="alert" className="text-sm">
            The tests could not be run: {errorMessage(run.error)}
          </p>
        ) : run.data ? (
          <RepositoryRunResults result={run.data} />
        ) : (
          <p className="text-sm text-muted-foreground">Run the tests to see each one pass or fail here.</p>
        )}
      </section>
      {signedIn ? (
        <section aria-labelledby="attempts" className="flex min-w-0 flex-col gap-3">
          <h2 id="attempts" className="text-base font-semibold">
            Your attempts
          </h2>
          {submit.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Scoring your change on the hidden tests…
            </p>
          ) : submit.isError ? (
            <p role="alert" className="text-sm">
              Your change was not submitted: {errorMessage(submit.error)}
            </p>
          ) : submit.data ? (
            <div role="status" className="rounded-lg border border-border p-4">
              <h3 className="mb-2 text-sm font-semibold">Your submission</h3>
              <AttemptOutcome attempt={submit.data} />
            </div>
          ) : null}
          {attempts.data ? <AttemptHistory attempts={attempts.data} /> : null}
        </section>
      ) : null}
    </div>
  );
}
