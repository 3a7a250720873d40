import type { User } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { userService } from '@/features/users/api/user-service';

// Only web addresses: a picture URL ends up in an <img src>, where other schemes have no business.
const profileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(200, 'Use at most 200 characters.'),
  picture: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, message: 'Enter a full web address starting with https://, or leave it empty.' })
      .max(2000, 'Use at most 2000 characters.'),
  ]),
});

type Field = 'name' | 'picture';
const FIELDS: readonly Field[] = ['name', 'picture'];

interface ProfileFormProps {
  user: User;
  submitLabel: string;
  /** Called with the saved user once the auth state has it too. */
  onSaved: (user: User) => void;
  /** Beside the submit button (a "Skip for now" link). */
  secondaryAction?: ReactNode;
}

/** Name and picture URL, saved with PATCH /users/me. */
export function ProfileForm({ user, submitLabel, onSaved, secondaryAction }: ProfileFormProps) {
  const { reloadUser } = useAuth();
  const [values, setValues] = useState({ name: user.name, picture: user.picture });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useMutation({
    mutationFn: (input: { name: string; picture: string }) => userService.updateMe(input),
    onSuccess: async (saved) => {
      // The sidebar and the top bar read the user from the auth state; the reload falls back to what PATCH returned.
      onSaved((await reloadUser()) ?? saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, FIELDS));
      focusFirstError();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ ...values, picture: values.picture.trim() });
    const found = zodFieldErrors<Field>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstError();
      return;
    }
    save.mutate(parsed.data);
  }

  const previewable = profileSchema.shape.picture.safeParse(values.picture.trim()).success;
  const serverFieldsShown = save.isError && hasErrors(serverFieldErrors(save.error, FIELDS));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      {save.isError && !serverFieldsShown ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        error={errors.name}
      />
      <div className="flex items-end gap-4">
        <TextField
          className="flex-1"
          label="Picture URL"
          name="picture"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A link to a square image. Leave it empty to show your initial."
          value={values.picture}
          onChange={(event) => setValues((current) => ({ ...current, picture: event.target.value }))}
          error={errors.picture}
        />
        {/* Out of the accessibility tree: it repeats the name above and would announce it twice. */}
        <div aria-hidden="true" className={errors.picture ? 'mb-7' : undefined}>
          <Avatar name={values.name || user.email} src={previewable ? values.picture.trim() : ''} className="size-10" />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
