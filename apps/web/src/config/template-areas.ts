import { paths } from '@/config/paths';

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
