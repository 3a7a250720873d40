import type {
  Caller,
  GithubStandInState,
  StandInIssue,
  StandInPullRequest,
  StandInPullRequestFile,
  StandInRepository,
  StandInReviewComment,
  StandInUserRef,
} from './github-stand-in-model.js';

/**
 * The JSON GitHub answers with (REST API version 2022-11-28) for the stand-in's model: users, repositories, branches,
 * pull requests, their files and review comments, issues. `url` is the stand-in's own address (the API URLs in them).
 */
export function githubShapes(url: string, state: GithubStandInState) {
  // GitHub's response shapes -----------------------------------------------------------------------------------------------------------

  function simpleUser(ref: StandInUserRef) {
    const known = [...state.tokens.values()].find((token) => token.login === ref.login);
    const id = ref.id ?? known?.id ?? idFor(ref.login);
    return {
      login: ref.login,
      id,
      node_id: Buffer.from(`04:User${id}`).toString('base64'),
      avatar_url: known?.avatar_url ?? `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: `${url}/users/${ref.login}`,
      html_url: known?.html_url ?? `https://github.com/${ref.login}`,
      type: 'User',
      site_admin: false,
    };
  }

  function repositoryShape(fullName: string, repository: StandInRepository, caller: Caller) {
    const [owner = '', name = ''] = fullName.split('/');
    const id = repository.id ?? idFor(fullName);
    const isOwner = caller.record.login === owner;
    const timestamp = '2026-01-01T00:00:00Z';
    return {
      id,
      node_id: Buffer.from(`010:Repository${id}`).toString('base64'),
      name,
      full_name: fullName,
      private: repository.private ?? false,
      owner: simpleUser({ login: owner }),
      html_url: repository.html_url ?? `https://github.com/${fullName}`,
      description: repository.description ?? null,
      fork: false,
      url: `${url}/repos/${fullName}`,
      pulls_url: `${url}/repos/${fullName}/pulls{/number}`,
      issues_url: `${url}/repos/${fullName}/issues{/number}`,
      git_url: `git://github.com/${fullName}.git`,
      ssh_url: `git@github.com:${fullName}.git`,
      clone_url: repository.clone_url ?? `https://github.com/${fullName}.git`,
      homepage: null,
      size: repository.size ?? 0,
      stargazers_count: 0,
      watchers_count: 0,
      forks_count: 0,
      open_issues_count: (repository.issues ?? []).filter((issue) => issue.state === 'open').length,
      language: repository.language ?? null,
      archived: false,
      disabled: false,
      visibility: repository.private ? 'private' : 'public',
      default_branch: repository.default_branch ?? 'main',
      topics: [],
      created_at: repository.created_at ?? timestamp,
      updated_at: repository.updated_at ?? timestamp,
      pushed_at: repository.pushed_at ?? timestamp,
      permissions: {
        admin: isOwner,
        maintain: isOwner,
        push: isOwner,
        triage: isOwner,
        pull: true,
      },
    };
  }

  function branchShape(fullName: string, repository: StandInRepository, caller: Caller, ref: string, sha: string) {
    const [owner = ''] = fullName.split('/');
    return {
      label: `${owner}:${ref}`,
      ref,
      sha,
      user: simpleUser({ login: owner }),
      repo: repositoryShape(fullName, repository, caller),
    };
  }

  function pullSimpleShape(fullName: string, repository: StandInRepository, caller: Caller, pull: StandInPullRequest) {
    const apiUrl = `${url}/repos/${fullName}/pulls/${pull.number}`;
    const htmlUrl = pull.html_url ?? `https://github.com/${fullName}/pull/${pull.number}`;
    return {
      url: apiUrl,
      id: idFor(`${fullName}#${pull.number}`),
      node_id: Buffer.from(`011:PullRequest${pull.number}`).toString('base64'),
      html_url: htmlUrl,
      diff_url: `${htmlUrl}.diff`,
      patch_url: `${htmlUrl}.patch`,
      issue_url: `${url}/repos/${fullName}/issues/${pull.number}`,
      commits_url: `${apiUrl}/commits`,
      review_comments_url: `${apiUrl}/comments`,
      comments_url: `${url}/repos/${fullName}/issues/${pull.number}/comments`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: simpleUser(pull.user),
      body: pull.body,
      labels: [],
      milestone: null,
      active_lock_reason: null,
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      closed_at: pull.closed_at,
      merged_at: pull.merged_at,
      merge_commit_sha: pull.merge_commit_sha,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: branchShape(fullName, repository, caller, pull.head.ref, pull.head.sha),
      base: branchShape(fullName, repository, caller, pull.base.ref, pull.base.sha),
      _links: {
        self: { href: apiUrl },
        html: { href: htmlUrl },
        issue: { href: `${url}/repos/${fullName}/issues/${pull.number}` },
        review_comments: { href: `${apiUrl}/comments` },
        commits: { href: `${apiUrl}/commits` },
      },
      author_association: 'CONTRIBUTOR',
      auto_merge: null,
      draft: pull.draft ?? false,
    };
  }

  function pullShape(fullName: string, repository: StandInRepository, caller: Caller, pull: StandInPullRequest) {
    return {
      ...pullSimpleShape(fullName, repository, caller, pull),
      merged: pull.merged_at !== null,
      mergeable: null,
      rebaseable: null,
      mergeable_state: 'unknown',
      merged_by: pull.merged_at !== null ? simpleUser({ login: fullName.split('/')[0] ?? '' }) : null,
      comments: 0,
      review_comments: pull.comments?.length ?? 0,
      maintainer_can_modify: false,
      commits: pull.commits ?? 1,
      additions: pull.additions,
      deletions: pull.deletions,
      changed_files: pull.changed_files,
    };
  }

  function fileShape(fullName: string, pull: StandInPullRequest, file: StandInPullRequestFile) {
    const sha = file.sha ?? hexFor(`${pull.head.sha}:${file.filename}`);
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    return {
      sha,
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.changes,
      blob_url: `https://github.com/${fullName}/blob/${pull.head.sha}/${path}`,
      raw_url: `https://github.com/${fullName}/raw/${pull.head.sha}/${path}`,
      contents_url: `${url}/repos/${fullName}/contents/${path}?ref=${pull.head.sha}`,
      ...(file.patch !== undefined ? { patch: file.patch } : {}),
      ...(file.previous_filename !== undefined ? { previous_filename: file.previous_filename } : {}),
    };
  }

  function reviewCommentShape(fullName: string, pull: StandInPullRequest, comment: StandInReviewComment) {
    const apiUrl = `${url}/repos/${fullName}/pulls/comments/${comment.id}`;
    const htmlUrl = `https://github.com/${fullName}/pull/${pull.number}#discussion_r${comment.id}`;
    return {
      url: apiUrl,
      pull_request_review_id: comment.pull_request_review_id ?? comment.id + 1_000_000,
      id: comment.id,
      node_id: Buffer.from(`024:PullRequestReviewComment${comment.id}`).toString('base64'),
      diff_hunk: comment.diff_hunk,
      path: comment.path,
      position: comment.position ?? null,
      original_position: comment.original_position ?? comment.position ?? 1,
      commit_id: comment.commit_id,
      original_commit_id: comment.original_commit_id ?? comment.commit_id,
      ...(comment.in_reply_to_id !== undefined ? { in_reply_to_id: comment.in_reply_to_id } : {}),
      user: simpleUser(comment.user),
      body: comment.body,
      created_at: comment.created_at,
      updated_at: comment.updated_at ?? comment.created_at,
      html_url: htmlUrl,
      pull_request_url: `${url}/repos/${fullName}/pulls/${pull.number}`,
      author_association: 'MEMBER',
      _links: {
        self: { href: apiUrl },
        html: { href: htmlUrl },
        pull_request: { href: `${url}/repos/${fullName}/pulls/${pull.number}` },
      },
      start_line: null,
      original_start_line: null,
      start_side: null,
      line: comment.line,
      original_line: comment.original_line,
      side: comment.side,
      subject_type: 'line',
    };
  }

  function issueShape(fullName: string, issue: StandInIssue, pull?: StandInPullRequest) {
    const apiUrl = `${url}/repos/${fullName}/issues/${issue.number}`;
    const htmlUrl = `https://github.com/${fullName}/${pull ? 'pull' : 'issues'}/${issue.number}`;
    return {
      id: idFor(`${fullName}!${issue.number}`),
      node_id: Buffer.from(`05:Issue${issue.number}`).toString('base64'),
      url: apiUrl,
      repository_url: `${url}/repos/${fullName}`,
      labels_url: `${apiUrl}/labels{/name}`,
      comments_url: `${apiUrl}/comments`,
      events_url: `${apiUrl}/events`,
      html_url: htmlUrl,
      number: issue.number,
      state: issue.state,
      state_reason: issue.state === 'closed' ? 'completed' : null,
      title: issue.title,
      body: issue.body,
      user: simpleUser(issue.user ?? { login: fullName.split('/')[0] ?? '' }),
      labels: [],
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments: 0,
      closed_at: issue.closed_at ?? null,
      created_at: issue.created_at ?? '2026-01-01T00:00:00Z',
      updated_at: issue.updated_at ?? issue.created_at ?? '2026-01-01T00:00:00Z',
      author_association: 'OWNER',
      ...(pull
        ? {
            pull_request: {
              url: `${url}/repos/${fullName}/pulls/${pull.number}`,
              html_url: htmlUrl,
              diff_url: `${htmlUrl}.diff`,
              patch_url: `${htmlUrl}.patch`,
              merged_at: pull.merged_at,
            },
          }
        : {}),
    };
  }

  return {
    simpleUser,
    repositoryShape,
    pullSimpleShape,
    pullShape,
    fileShape,
    reviewCommentShape,
    issueShape,
  };
}

/** A stable positive id for a name (GitHub ids are numbers). */
export function idFor(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash + 1;
}

export function hexFor(name: string): string {
  let out = '';
  for (let round = 0; out.length < 40; round += 1) out += idFor(`${round}:${name}`).toString(16).padStart(8, '0');
  return out.slice(0, 40);
}

/** A unified diff made of the files' patches (without index lines), for a record that has no `diff` of its own. */
export function diffOf(files: StandInPullRequestFile[]): string {
  return files
    .map((file) => {
      const from = file.status === 'added' ? '/dev/null' : `a/${file.previous_filename ?? file.filename}`;
      const to = file.status === 'removed' ? '/dev/null' : `b/${file.filename}`;
      const mode =
        file.status === 'added'
          ? 'new file mode 100644\n'
          : file.status === 'removed'
            ? 'deleted file mode 100644\n'
            : '';
      const patch = file.patch ?? '';
      return `diff --git a/${file.previous_filename ?? file.filename} b/${file.filename}\n${mode}--- ${from}\n+++ ${to}\n${patch}${patch.endsWith('\n') ? '' : '\n'}`;
    })
    .join('');
}
