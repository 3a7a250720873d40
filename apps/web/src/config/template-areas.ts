import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

/** The templates pages live under /templates for interviewers and orgadmins and /admin/templates for the admin. */
export interface TemplateArea {
  list: string;
  create: string;
  detail: (id: string) => string;
}

export const templateAreas: Record<'staff' | 'admin', TemplateArea> = {
  staff: {
    list: paths.templates,
    create: paths.templateCreate,
    detail: (id) => fillPath(paths.templateDetail, { id }),
  },
  admin: {
    list: paths.adminTemplates,
    create: paths.adminTemplateCreate,
    detail: (id) => fillPath(paths.adminTemplateDetail, { id }),
  },
};
