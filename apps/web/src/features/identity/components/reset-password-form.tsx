import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { resetPasswordSchema } from '@/features/identity/auth-schemas';
import { errorMessage, hasErrors, zodFieldErrors, type FieldErrors } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';
import { authClient } from '@/features/identity/auth-client';

interface ResetPasswordFormProps {
  /** From the reset link (`/login?token=`). */
  token: string;
  onDone: () => void;
  onCancel: () => void;
}

type Field = 'password' | 'confirm';

export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const reset = useMutation({
    mutationFn: (password: string) => authClient.resetPassword(password, token),
    onSuccess: onDone,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = zodFieldErrors<Field>(resetPasswordSchema.safeParse(values));
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    reset.mutate(values.password);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {reset.isError ? <FormAlert>{errorMessage(reset.error)}</FormAlert> : null}
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => setValues((current) => ({ ...current, confirm: event.target.value }))}
        error={errors.confirm}
      />
      <Button type="submit" loading={reset.isPending}>
        Set new password
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
