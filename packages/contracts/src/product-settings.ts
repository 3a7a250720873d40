import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

/** Product settings the platform admin changes at run time, applied on every API node without a restart. */
export const productSettingsPaths = {
  /** Anyone: what the web app needs before sign-in (the product's name, whether sign-up is open). */
  public: '/product',
  /** The platform admin: read and change them. */
  admin: '/admin/settings',
} as const;

export const SIGN_UP_MODES = ['open', 'invitation_only'] as const;
export const signUpModeSchema = z.enum(SIGN_UP_MODES);
export type SignUpMode = z.infer<typeof signUpModeSchema>;

/** The code and message of a sign-up refused while sign-up is by invitation only. */
export const SIGN_UP_CLOSED_CODE = 'SIGN_UP_INVITATION_ONLY';
export const SIGN_UP_CLOSED_MESSAGE =
  'Sign-up is by invitation only. Ask an organization to invite you, then create your account with the invited address.';

export const productSettingsInputSchema = z.object({
  productName: z.string().trim().min(1, 'Enter the product name.').max(80, 'Use at most 80 characters.'),
  signUp: signUpModeSchema,
  /** Requests one client may make to the API per window. */
  rateLimitMax: z.coerce
    .number()
    .int('Use a whole number.')
    .min(10, 'Allow at least 10 requests per window.')
    .max(1_000_000, 'Use at most 1,000,000.'),
  rateLimitWindowSeconds: z.coerce
    .number()
    .int('Use a whole number.')
    .min(1, 'Use at least 1 second.')
    .max(3600, 'Use at most 3600 seconds (one hour).'),
});
export type ProductSettingsInput = z.infer<typeof productSettingsInputSchema>;

export const productSettingsSchema = productSettingsInputSchema.extend({
  /** When an admin last changed them; null while the installation's configured defaults apply. */
  updatedAt: isoDateTimeSchema.nullable(),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

export const publicProductSettingsSchema = z.object({ productName: z.string(), signUp: signUpModeSchema });
export type PublicProductSettings = z.infer<typeof publicProductSettingsSchema>;
