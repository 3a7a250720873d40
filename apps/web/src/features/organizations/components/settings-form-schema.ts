import { z } from 'zod';

const DEADLINE_MESSAGE = 'Enter a whole number of days from 1 to 365.';

/** What the settings form checks before saving, with messages written for the person typing. */
export const settingsFormSchema = z.object({
  name: z.string().trim().min(1, 'Organization name is required.').max(200, 'Use at most 200 characters.'),
  website: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters.')
    .refine(
      (value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success,
      'Website must be a URL, such as https://example.com.',
    ),
  defaultTaskDeadlineDays: z
    .string()
    .trim()
    .regex(/^\d+$/, DEADLINE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, DEADLINE_MESSAGE).max(365, DEADLINE_MESSAGE)),
});

export type SettingsField = keyof z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormData = z.output<typeof settingsFormSchema>;
