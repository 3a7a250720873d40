import { repositoryRefSchema } from '@assay/contracts';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList, type DescriptionRow } from '@/components/ui/description-list';
import {
  useAddRepository,
  useTestRepository,
  type GithubRepository,
  type TestRepositoryResult,
} from '@/features/github/api/github';
import { toast } from '@/lib/toast';

/** GitHub counts a repository's size in kilobytes: "512 KB", "12.3 MB", "1.2 GB". */
export function formatRepositorySize(sizeKb: number): string {
  if (sizeKb < 1024) return `${sizeKb} KB`;
  const mb = sizeKb / 1024;
  if (mb < 1024) return `${mb.toFixed(mb < 10 ? 1 : 0)} MB`;
  const gb = mb / 1024;
  return `${gb.toFixed(gb < 10 ? 1 : 0)} GB`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'The repository could not be tested. Try again.';
}

function RepositoryFacts({ repository }: { repository: GithubRepository }) {
  const rows: DescriptionRow[] = [
    [
      'Repository',
      <a
        key="name"
        href={repository.html_url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {repository.full_name}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(on GitHub, opens in a new tab)</span>
      </a>,
    ],
  ];
  if (repository.description) rows.push(['Description', repository.description]);
  rows.push(
    [
      'Default branch',
      <code key="branch" className="font-mono">
        {repository.default_branch}
      </code>,
    ],
    ['Language', repository.language ?? 'Not detected'],
    [
      'Size',
      <span key="size" className="tabular-nums">
        {formatRepositorySize(repository.size_kb)}
      </span>,
    ],
    [
      'Visibility',
      <Badge key="visibility" variant="outline">
        {repository.private ? 'Private' : 'Public'}
      </Badge>,
    ],
  );
  return <DescriptionList rows={rows} />;
}

interface RepositoryTestCardProps {
  /** Called with `owner/name` once the repository is added, so the import form offers it. */
  onAdded: (fullName: string) => void;
}

/** "Test a repository": whether the connected token can see it, what GitHub says of it, and adding it to imports. */
export function RepositoryTestCard({ onAdded }: RepositoryTestCardProps) {
  const test = useTestRepository();
  const add = useAddRepository();
  const [repository, setRepository] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<TestRepositoryResult | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [added, setAdded] = useState<string | undefined>();
  const [addError, setAddError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = repositoryRefSchema.safeParse(repository);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setResult(undefined);
    setAdded(undefined);
    setAddError(undefined);
    try {
      setResult(await test.mutateAsync(parsed.data));
    } catch (error) {
      console.error('[assay] Could not test the repository:', error);
      setFailure(errorText(error));
    }
  };

  const addToImports = async (found: GithubRepository) => {
    setAddError(undefined);
    try {
      const stored = await add.mutateAsync(found.html_url);
      setAdded(stored.full_name);
      onAdded(stored.full_name);
      toast.success(`${stored.full_name} is added to your imports.`);
    } catch (error) {
      console.error('[assay] Could not add the repository:', error);
      setAddError(errorText(error));
    }
  };

  const found = result?.success ? result.repository : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Test a repository</CardTitle>
        <CardDescription>
          Check that the connected token can see a repository before importing its pull requests.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
        >
          <TextField
            className="w-full sm:flex-1"
            label="Repository to test"
            hint="owner/name, or its GitHub URL"
            placeholder="octocat/hello-world"
            spellCheck={false}
            autoComplete="off"
            value={repository}
            onChange={(event) => setRepository(event.target.value)}
            error={fieldError}
          />
          <div>
            <Button type="submit" loading={test.isPending}>
              {test.isPending ? 'Testing…' : 'Test'}
            </Button>
          </div>
        </form>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {result && !found ? (
          <FormAlert>{result.error ?? 'GitHub did not find this repository with the connected token.'}</FormAlert>
        ) : null}
        {found ? (
          <section aria-label="Tested repository" className="flex flex-col gap-4">
            <FormAlert tone="success">The connected token can read {found.full_name}.</FormAlert>
            <RepositoryFacts repository={found} />
            {addError ? <FormAlert>{addError}</FormAlert> : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="outline"
                loading={add.isPending}
                disabled={added === found.full_name}
                onClick={() => void addToImports(found)}
              >
                {add.isPending ? 'Adding…' : 'Add to imports'}
              </Button>
              {added === found.full_name ? (
                <p role="status" className="text-sm text-muted-foreground">
                  Added: it is listed under Import pull requests below.
                </p>
              ) : null}
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
