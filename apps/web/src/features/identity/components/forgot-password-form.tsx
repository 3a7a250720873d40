import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { forgotPasswordSchema } from '@/features/identity/auth-schemas';
import { errorMessage, zodFieldErrors } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/features/identity/auth-client';

/** The same words whatever the address: the answer must not tell who has an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that address, we have sent it a link to reset the password. Check your inbox.';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const [emailError, setEmailError] = useState<string | undefined>();
  const { formRef, focusFirstError } = useFocusFirstError();
  // The link in the mail comes back to /login with ?token=, where the page asks for the new password.
  const request = useMutation({
    mutationFn: (address: string) => authClient.requestPasswordReset(address, paths.login),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = zodFieldErrors<'email'>(forgotPasswordSchema.safeParse({ email })).email;
    setEmailError(error);
    if (error) {
      focusFirstError();
      return;
    }
    request.mutate(email.trim());
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the address you sign in with and we will send you a link to choose a new password.
      </p>
      {request.isSuccess ? <FormAlert tone="success">{RESET_LINK_SENT_MESSAGE}</FormAlert> : null}
      {request.isError ? <FormAlert>{errorMessage(request.error)}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (request.isSuccess) request.reset();
        }}
        error={emailError}
      />
      <Button type="submit" loading={request.isPending}>
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
