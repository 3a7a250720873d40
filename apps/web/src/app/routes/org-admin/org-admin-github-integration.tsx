import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { GithubIntegration, githubIntegrationDescriptions } from '@/features/github/components/github-integration';

/** /org-admin/github-integration: the organization's GitHub connection, repositories and imported pull requests. */
export function OrgAdminGithubIntegrationPage() {
  return (
    <OrgAdminPage title="GitHub Integration" description={githubIntegrationDescriptions.organization} width="full">
      {() => <GithubIntegration scope="organization" />}
    </OrgAdminPage>
  );
}
