import { PageBody, PageHeader } from '@/components/page-header';
import { ChallengeCatalogue } from '@/features/github/components/challenge-catalogue';

/** /github-pr-challenges: the pull-request challenges the candidate may open. */
export function GithubPrChallengesPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="GitHub PR Challenges"
        description="Real merged pull requests from GitHub repositories: implement the change against the repository’s own tests, or review it and find what its reviewers found."
      />
      <ChallengeCatalogue />
    </PageBody>
  );
}
