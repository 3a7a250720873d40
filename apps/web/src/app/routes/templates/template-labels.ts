import type { Difficulty } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';
import { paths } from '@/config/paths';

export const difficultyLabels: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };
export const difficultyBadges: Record<Difficulty, BadgeProps['variant']> = { easy: 'success', medium: 'secondary', hard: 'warning', expert: 'destructive' };

/** The templates pages live under /templates for interviewers and orgadmins and /admin/templates for the admin. */
export interface TemplateArea {
  list: string;
  create: string;
  detail: (id: string) => string;
}

export const templateAreas: Record<'staff' | 'admin', TemplateArea> = {
  staff: { list: paths.templates, create: paths.templateCreate, detail: (id) => paths.templateDetail.replace(':id', encodeURIComponent(id)) },
  admin: { list: paths.adminTemplates, create: paths.adminTemplateCreate, detail: (id) => paths.adminTemplateDetail.replace(':id', encodeURIComponent(id)) },
};
