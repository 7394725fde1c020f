import { execFileSync } from 'node:child_process';

/** Runs git in `dir` as `author` at `date`, with no user or system config in the way. */
export function git(dir: string, args: string[], author = 'Nobody', date = '2020-01-01T00:00:00Z'): void {
  execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd: dir,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'author@example.com',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'author@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

/** Commits every change in `dir` as `author` at `date`. */
export function commitAll(dir: string, author: string, date: string): void {
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', `work by ${author}`], author, date);
}
