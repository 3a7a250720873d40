import { useState, type FormEvent } from 'react';
import { signInSchema } from '@/features/identity/auth-schemas';
import { errorMessage, hasErrors, zodFieldErrors, type FieldErrors } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';

interface SignInFormProps {
  /** Held by the page, so the address carries over to "Forgot your password?" and back. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Signs in and moves on; rejects with the reason to show. */
  onSignIn: (email: string, password: string) => Promise<void>;
  onForgotPassword: () => void;
}

type Field = 'email' | 'password';

export function SignInForm({ email, onEmailChange, onSignIn, onForgotPassword }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = zodFieldErrors<Field>(signInSchema.safeParse({ email, password }));
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await onSignIn(email.trim(), password);
    } catch (error) {
      // The server's own words ("Invalid email or password.", the lock-out wait); both fields stay as typed.
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className="-mt-1 flex justify-end">
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" loading={busy}>
        Sign in
      </Button>
    </form>
  );
}
