import { PageBody, PageHeader } from '@/components/page-header';
import { GithubIntegration, githubIntegrationDescriptions } from '@/features/github/components/github-integration';

/** /admin/github-integration: GitHub imports for the platform's public challenges. */
export function AdminGithubIntegrationPage() {
  return (
    <PageBody width="full">
      <PageHeader title="GitHub Integration" description={githubIntegrationDescriptions.platform} />
      <GithubIntegration scope="platform" />
    </PageBody>
  );
}
