import { useState, type FormEvent } from 'react';
import { signUpSchema } from '@/features/identity/auth-schemas';
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

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

type Field = keyof RegisterValues;
const FIELDS: readonly Field[] = ['name', 'email', 'password'];

interface RegisterFormProps {
  /** Creates the account and moves on; rejects with the reason to show. */
  onRegister: (values: RegisterValues) => Promise<void>;
}

export function RegisterForm({ onRegister }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = zodFieldErrors<Field>(signUpSchema.safeParse(values));
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await onRegister({ ...values, name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      const byField = serverFieldErrors(error, FIELDS);
      setErrors(byField);
      // A message the fields already show would only repeat itself above them.
      setFailure(hasErrors(byField) ? null : errorMessage(error));
      if (hasErrors(byField)) focusFirstError();
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Button type="submit" loading={busy}>
        Create account
      </Button>
    </form>
  );
}
