import { useState } from 'react';
import { useRepositories } from '@/features/github/api/github';
import { GithubConnectionCard } from '@/features/github/components/github-connection-card';
import { ImportPullRequestsCard, repositoryLines } from '@/features/github/components/import-pull-requests-card';
import { RepositoryTestCard } from '@/features/github/components/github-repository-test';
import { PullRequestTable } from '@/features/github/components/pull-request-table';

/** Whose imports these are: the orgadmin's organization, or the platform admin's public challenges. */
export type GithubIntegrationScope = 'organization' | 'platform';

export const githubIntegrationDescriptions: Record<GithubIntegrationScope, string> = {
  organization:
    "Connect GitHub, test your organization's repositories and import their merged pull requests for challenges.",
  platform: "Connect GitHub, test repositories and import merged pull requests for the platform's public challenges.",
};

const connectionDescriptions: Record<GithubIntegrationScope, string> = {
  organization:
    "Your organization's imports use this connection, or that of any other orgadmin of your organization who has connected GitHub.",
  platform: "The platform's imports use this connection: the repositories your token can see.",
};

/**
 * /org-admin/github-integration and /admin/github-integration: the GitHub connection, testing a repository, importing
 * merged pull requests, and the pull requests imported so far.
 */
export function GithubIntegration({ scope }: { scope: GithubIntegrationScope }) {
  // The list starts as the repositories kept for imports, until the person changes it.
  const kept = useRepositories();
  const [typed, setRepositories] = useState<string | null>(null);
  const repositories = typed ?? (kept.data ?? []).map((repository) => repository.full_name).join('\n');
  const addRepository = (fullName: string) => {
    const lines = repositoryLines(repositories);
    setRepositories(lines.includes(fullName) ? repositories : [...lines, fullName].join('\n'));
  };
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-8 xl:grid-cols-2 xl:items-start">
        <GithubConnectionCard title="GitHub connection" description={connectionDescriptions[scope]} />
        <div className="flex flex-col gap-8">
          <RepositoryTestCard onAdded={addRepository} />
          <ImportPullRequestsCard repositories={repositories} onRepositoriesChange={setRepositories} />
        </div>
      </div>
      <PullRequestTable />
    </div>
  );
}
