import { templateContentSchema } from '@assay/contracts';
import type { Seeder } from '../../lib/seeder.js';
import { PLATFORM_TEMPLATES } from './platform-templates.js';

/** Publishes the starting platform templates unless they exist (archived or edited ones are left as they are). */
export const platformTemplatesSeeder: Seeder = {
  name: 'platform templates',
  demoOnly: false,
  async run({ services }) {
    for (const { id, content } of PLATFORM_TEMPLATES)
      await services.taskTemplates.seedPlatformTemplate(id, templateContentSchema.parse(content));
  },
};
