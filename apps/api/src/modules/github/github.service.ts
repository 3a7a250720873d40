import { GITHUB_ERROR_CODES, GITHUB_MESSAGES, type GithubProfile, type GithubUserToken } from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { UserRow } from '../users/users.service.js';
import type { GithubClient } from './github-client.js';
import type { GithubConnectionRow, GithubRepository } from './github.repository.js';

/** What GitHub refusing a call means for our caller (Octokit's RequestError carries GitHub's status and headers). */
export function githubFailure(error: unknown): Error {
  if (!(error instanceof Error) || error.name !== 'HttpError') return error as Error;
  const { status, response } = error as Error & { status?: number; response?: { headers?: Record<string, string> } };
  const remaining = response?.headers?.['x-ratelimit-remaining'];
  if (status === 429 || (status === 403 && remaining === '0'))
    return new AppError(429, GITHUB_ERROR_CODES.rateLimited, GITHUB_MESSAGES.rateLimited);
  if (status === 401 || status === 403)
    return new AppError(422, GITHUB_ERROR_CODES.tokenRefused, GITHUB_MESSAGES.tokenRefused);
  return new AppError(502, GITHUB_ERROR_CODES.unreachable, GITHUB_MESSAGES.unreachable);
}

const profileOf = (row: GithubConnectionRow | null): GithubProfile => ({
  connected: row !== null,
  account: row && {
    login: row.login,
    name: row.name,
    avatar_url: row.avatarUrl,
    html_url: row.htmlUrl,
    token_kind: row.tokenKind,
    scopes: row.scopes,
    repository_count: row.repositoryCount,
    connected_at: row.connectedAt.toISOString(),
    token_updated_at: row.tokenUpdatedAt.toISOString(),
  },
});

const userTokenOf = (row: GithubConnectionRow | null): GithubUserToken => ({
  has_token: row !== null,
  token_kind: row?.tokenKind ?? null,
  scopes: row?.scopes ?? [],
  token_updated_at: row?.tokenUpdatedAt.toISOString() ?? null,
});

/**
 * A user's GitHub connection: a token is checked with GitHub before it is kept (sealed: never stored, logged or
 * answered in clear), and each connection, change of token and disconnection is audited.
 */
export function createGithubService({
  db,
  repository,
  client,
  box,
  audit,
}: {
  db: Database;
  repository: GithubRepository;
  client: Pick<GithubClient, 'accountOf'>;
  box: SecretBox;
  audit: AuditService;
}) {
  async function store(caller: UserRow, token: string, requestId: string): Promise<GithubConnectionRow> {
    const account = await client.accountOf(token).catch((error: unknown) => {
      throw githubFailure(error);
    });
    return db.transaction(async (tx) => {
      const existed = (await repository.connectionOf(caller.id, tx)) !== null;
      const row = await repository.save({ userId: caller.id, tokenSealed: box.seal(token), ...account }, tx);
      await audit.record(
        {
          actorId: caller.id,
          organizationId: caller.organizationId || null,
          action: existed ? 'github.token_updated' : 'github.connected',
          targetType: 'github_account',
          targetId: account.login,
          metadata: { tokenKind: account.tokenKind, scopes: account.scopes },
          requestId,
        },
        tx,
      );
      return row;
    });
  }

  return {
    /** GET /github/profile. */
    profile: async (caller: UserRow) => profileOf(await repository.connectionOf(caller.id)),

    /** POST /github/connect and /github/update-token: checks the token with GitHub and keeps it. */
    connect: async (caller: UserRow, token: string, requestId: string) =>
      profileOf(await store(caller, token, requestId)),

    /** GET /github/user-token. */
    userToken: async (caller: UserRow) => userTokenOf(await repository.connectionOf(caller.id)),

    /** POST /github/user-token: the same as connecting, answered as the token's state. */
    storeUserToken: async (caller: UserRow, token: string, requestId: string) =>
      userTokenOf(await store(caller, token, requestId)),

    /** POST /github/disconnect: forgets the token (disconnecting twice is no error). */
    async disconnect(caller: UserRow, requestId: string): Promise<GithubProfile> {
      await db.transaction(async (tx) => {
        const connection = await repository.connectionOf(caller.id, tx);
        if (!connection || !(await repository.remove(caller.id, tx))) return;
        await audit.record(
          {
            actorId: caller.id,
            organizationId: caller.organizationId || null,
            action: 'github.disconnected',
            targetType: 'github_account',
            targetId: connection.login,
            requestId,
          },
          tx,
        );
      });
      return profileOf(null);
    },

    /**
     * The token a call to GitHub on the caller's behalf uses (imports), in clear: their own, or else, for an
     * organization's staff, an orgadmin's of it (an organization connects once, through one of its orgadmins). Null
     * when there is none, or it was sealed under another AUTH_SECRET.
     */
    async tokenFor(caller: Pick<UserRow, 'id' | 'organizationId'>): Promise<string | null> {
      const connection =
        (await repository.connectionOf(caller.id)) ??
        (caller.organizationId ? await repository.connectionOfOrganization(caller.organizationId) : null);
      return connection ? box.open(connection.tokenSealed) : null;
    },
  };
}
export type GithubService = ReturnType<typeof createGithubService>;
