import { LoginPanel } from '@/features/identity/components/login-panel';

/** /login: email and password, the configured providers, and the password-reset flow (SPEC.md §2). */
export function LoginPage() {
  return <LoginPanel />;
}
