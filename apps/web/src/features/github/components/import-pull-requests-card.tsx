import { GITHUB_IMPORT_FAILURES, importPullRequestsBodySchema, PR_IMPORT_DEFAULTS } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useImportPullRequests, type ImportPullRequestsResult } from '@/features/github/api/github';

/** The repositories typed in the field, one a line, blank lines and repeats left out. */
export function repositoryLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

function pullRequestCount(count: number): string {
  return `${count} pull ${count === 1 ? 'request' : 'requests'}`;
}

function ImportOutcome({ result }: { result: ImportPullRequestsResult }) {
  if (!result.success)
    return (
      <FormAlert>
        <p>{result.error ?? GITHUB_IMPORT_FAILURES.other}</p>
        {result.imported_count > 0 ? <p>Imported {pullRequestCount(result.imported_count)} all the same.</p> : null}
      </FormAlert>
    );
  return (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success">Imported {pullRequestCount(result.imported_count)}.</FormAlert>
      {result.error ? (
        <FormAlert>
          <p>Some repositories could not be imported:</p>
          <p>{result.error}</p>
        </FormAlert>
      ) : null}
    </div>
  );
}

interface ImportPullRequestsCardProps {
  /** The repositories field's text, kept by the page so "Add to imports" can add to it. */
  repositories: string;
  onRepositoriesChange: (text: string) => void;
}

/** "Import pull requests": merged pull requests from the chosen repositories, with their diffs and review comments. */
export function ImportPullRequestsCard({ repositories, onRepositoriesChange }: ImportPullRequestsCardProps) {
  const importing = useImportPullRequests();
  const [maxPrs, setMaxPrs] = useState(String(PR_IMPORT_DEFAULTS.max_prs));
  const [forceRefresh, setForceRefresh] = useState<boolean>(PR_IMPORT_DEFAULTS.force_refresh);
  const [errors, setErrors] = useState<{ repositories?: string; maxPrs?: string }>({});
  const [result, setResult] = useState<ImportPullRequestsResult | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = importPullRequestsBodySchema.safeParse({
      repositories: repositoryLines(repositories),
      max_prs: maxPrs.trim() === '' ? undefined : maxPrs,
      force_refresh: forceRefresh,
    });
    if (!parsed.success) {
      const next: { repositories?: string; maxPrs?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'repositories') next.repositories ??= issue.message;
        if (issue.path[0] === 'max_prs') next.maxPrs ??= 'Import between 1 and 500 pull requests per repository.';
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setResult(undefined);
    setResult(await importing.mutateAsync(parsed.data));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import pull requests</CardTitle>
        <CardDescription>
          Merged pull requests are imported with their changed files, linked issue and review comments.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FieldShell
            label="Repositories"
            hint="One a line: owner/name or a GitHub URL, at most 20. Repositories you add above appear here."
            error={errors.repositories}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                spellCheck={false}
                placeholder={'octocat/hello-world\nhttps://github.com/octocat/spoon-knife'}
                value={repositories}
                onChange={(event) => onRepositoriesChange(event.target.value)}
                className="font-mono"
              />
            )}
          </FieldShell>
          <TextField
            className="w-full sm:w-60"
            label="Pull requests per repository"
            hint="The most recently merged first; 1 to 500."
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={maxPrs}
            onChange={(event) => setMaxPrs(event.target.value)}
            error={errors.maxPrs}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={forceRefresh}
              onChange={(event) => setForceRefresh(event.target.checked)}
            />
            Refresh already imported pull requests
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={importing.isPending}>
              {importing.isPending ? 'Importing…' : 'Import'}
            </Button>
            {/* Always in the page, so screen readers announce the text when an import starts. */}
            <p role="status" className="text-sm text-muted-foreground">
              {importing.isPending
                ? 'Importing from GitHub: this can take a few minutes for large repositories. Keep this page open.'
                : null}
            </p>
          </div>
          {result ? <ImportOutcome result={result} /> : null}
        </form>
      </CardContent>
    </Card>
  );
}
