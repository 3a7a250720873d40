/**
 * Reads the kept mails as the installation's admin would (GET /api/v1/admin/mails), signing in through the
 * embedded provider with the demo admin. Used to follow links that a person would get by mail.
 */
export async function keptMailTexts(baseURL: string, to: string): Promise<string[]> {
  const signIn = await fetch(`${baseURL}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email: 'admin@demo.assay.dev', password: 'assay-demo' }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${baseURL}/auth/token`, { headers: { cookie } })).json()) as { token: string };
  const response = await fetch(`${baseURL}/api/v1/admin/mails?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: { to: string; text: string | null }[] };
  return items.filter((mail) => mail.to === to).map((mail) => mail.text ?? '');
}

/** The invitation link in the newest invitation mail to `to`, waiting for the outbox to deliver it. */
export async function invitationLink(baseURL: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const text of await keptMailTexts(baseURL, to)) {
      const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation mail reached ${to}`);
}
