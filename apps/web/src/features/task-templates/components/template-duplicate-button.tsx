import { Copy } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/components/form/field-errors';
import { Button } from '@/components/ui/button';
import type { TemplateArea } from '@/config/template-areas';
import { useDuplicateTemplate } from '@/features/task-templates/api/duplicate-template';
import type { TemplateView } from '@/features/task-templates/api/get-template';
import { toast } from '@/lib/toast';

/** "Duplicate to my organization": an editable draft copy; a platform template's answers stay with the platform. */
export function TemplateDuplicateButton({ template, area }: { template: TemplateView; area: TemplateArea }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
  // An organization's own template is copied beside itself; a platform one into the organization.
  const ownCopy = template.can_edit && template.scope === 'organization';
  return (
    <Button
      type="button"
      variant="outline"
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(template.id, {
          onSuccess: (copy) => {
            toast.success(
              template.can_edit
                ? `“${copy.content.title}” is a new draft of your organization.`
                : `“${copy.content.title}” is a draft of your organization: write its reference solutions and hidden tests, then publish it.`,
            );
            void navigate(area.detail(copy.id));
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {duplicate.isPending ? null : <Copy aria-hidden="true" />}
      {ownCopy ? 'Duplicate' : 'Duplicate to my organization'}
    </Button>
  );
}
