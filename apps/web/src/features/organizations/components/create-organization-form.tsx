import { createOrganizationInputSchema } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  errorMessage,
  hasErrors,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';
import { useCreateOrganization } from '@/features/organizations/api/create-organization';
import { isApiError } from '@/lib/api-client/api-error';

// The contract's name rule; the website only as a web address, since it ends up in links.
const organizationFormSchema = z.object({
  name: createOrganizationInputSchema.shape.name,
  website: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, message: 'Enter the full address, such as https://example.com, or leave it empty.' })
      .max(500, 'Use at most 500 characters.'),
  ]),
});

type Field = 'name' | 'website';
const FIELDS: readonly Field[] = ['name', 'website'];

/** SPEC.md §8: the server's own words when it gave some (a 403 or 409 says why), otherwise the client's text. */
function creationErrorMessage(error: unknown): string {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null && 'message' in error.body) {
    const { message } = error.body;
    if (typeof message === 'string' && message) return message;
  }
  return errorMessage(error);
}

export interface CreateOrganizationFormProps {
  /** What follows the creation (remember it, join it, reload the page); the form stays busy until it is done. */
  onCreated: (organizationId: string) => Promise<void>;
}

/** Organization name and website; creates it, then hands it on to `onCreated`. */
export function CreateOrganizationForm({ onCreated }: CreateOrganizationFormProps) {
  const [values, setValues] = useState({ name: '', website: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const create = useCreateOrganization({
    onCreated: (organization) => onCreated(organization.id),
  });
  // Still busy after success: the page is about to reload, and a second click would try to create another.
  const busy = create.isPending || create.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = organizationFormSchema.safeParse({ name: values.name, website: values.website.trim() });
    const found = zodFieldErrors<Field>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstError();
      return;
    }
    const { name, website } = parsed.data;
    create.mutate(website ? { name, website } : { name }, {
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        focusFirstError();
      },
    });
  }

  const serverFieldsShown = create.isError && hasErrors(serverFieldErrors(create.error, FIELDS));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label="Create Your Organization"
    >
      {create.isError && !serverFieldsShown ? <FormAlert>{creationErrorMessage(create.error)}</FormAlert> : null}
      <TextField
        label="Organization name"
        name="name"
        autoComplete="organization"
        required
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        error={errors.name}
      />
      <TextField
        label="Website (optional)"
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="Your organization's site, shown to the people you invite."
        value={values.website}
        onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        error={errors.website}
      />
      <div>
        <Button type="submit" loading={busy} disabled={values.name.trim() === ''}>
          {busy ? 'Creating...' : 'Create Organization'}
        </Button>
      </div>
    </form>
  );
}
