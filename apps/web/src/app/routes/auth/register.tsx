import { RegisterPanel } from '@/features/identity/components/register-panel';

/** /register: a new account by email and password or through a provider (SPEC.md §2). */
export function RegisterPage() {
  return <RegisterPanel />;
}
