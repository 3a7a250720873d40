import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { ChallengeTaskCreation } from '@/features/github/components/challenge-task-creation';

/** /org-admin/github-task-creation: the organization's imported pull requests made into its challenges. */
export function OrgAdminGithubTaskCreationPage() {
  return (
    <OrgAdminPage
      title="GitHub Task Creation"
      description="Turn your repositories' merged pull requests into challenges for your organization's members: implement the change, or review it."
      width="full"
    >
      {() => <ChallengeTaskCreation scope="organization" />}
    </OrgAdminPage>
  );
}
