import { PageBody, PageHeader } from '@/components/page-header';
import { ChallengeTaskCreation } from '@/features/github/components/challenge-task-creation';

/** /admin/github-task-creation: the platform's imported pull requests made into challenges, public or not. */
export function AdminGithubTaskCreationPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="GitHub Task Creation"
        description="Turn merged pull requests from the platform's repositories into challenges: public for anyone, signed in or not, or for an organization."
      />
      <ChallengeTaskCreation scope="platform" />
    </PageBody>
  );
}
