// Sets up one case in a fresh temporary folder, runs sitegen on it under a wall-clock limit and classifies the outcome.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findInjection } from './inject.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '..', '..', 'fixtures');
const defaultTimeout = 60_000;
// The site's own time limits, set well under the case's timeout: code that never ends must end as an error, not a kill.
const limitFlags = ['--step-limit', '10', '--render-limit', '5'];
const limited = (args) => (args[0] === 'build' || args[0] === 'init' ? [...args, ...limitFlags] : args);

export const baseConfigBody = `title: 'Minimal Site',
  url: 'https://minimal.example.com',
  docs: { sidebar: ['intro', 'guide'] },
  blog: { postsPerPage: 5 },`;

/** What a case's `setup` works with. */
function makeContext(dir, siteName) {
  const site = path.join(dir, siteName);
  const ctx = {
    dir,
    site,
    outside: path.join(dir, 'outside'),
    victim: path.join(dir, 'victim'),
    token: `tok${randomBytes(9).toString('hex')}`,
    canary: `canary-${randomBytes(9).toString('hex')}`,
    abs: (rel) => path.resolve(site, rel),
    write(rel, text) {
      const file = path.resolve(site, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
    read: (rel) => readFileSync(path.resolve(site, rel), 'utf8'),
    rm: (rel) => rmSync(path.resolve(site, rel), { recursive: true, force: true }),
    /** A symbolic link at `rel` (in the site) whose text is `target`, as written. */
    symlink(target, rel) {
      const file = path.resolve(site, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      rmSync(file, { recursive: true, force: true });
      symlinkSync(target, file);
    },
    hardlink(existing, rel) {
      const file = path.resolve(site, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      rmSync(file, { force: true });
      linkSync(existing, file);
    },
    fifo(rel) {
      const file = path.resolve(site, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      rmSync(file, { recursive: true, force: true });
      const made = spawnSync('mkfifo', [file]);
      if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
    },
    /** Replaces site.config.ts: `body` is added to the minimal site's keys (or replaces them with `replace`). */
    config(body = '', { prelude = '', replace = false } = {}) {
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\n${prelude}\nexport default defineConfig({\n  ${replace ? '' : baseConfigBody}\n  ${body}\n});\n`,
      );
    },
    doc(name, frontMatter, body = 'Text.\n') {
      ctx.write(`content/docs/${name}`, `---\n${frontMatter}\n---\n\n${body}`);
    },
    post(name, frontMatter, body = 'Text.\n') {
      ctx.write(`content/blog/${name}`, `---\n${frontMatter}\n---\n\n${body}`);
    },
  };
  return ctx;
}

/** Files outside the site: a secret, a folder of victims, and what a careless link may reach. */
function makeOutside(ctx) {
  mkdirSync(path.join(ctx.outside, 'docs'), { recursive: true });
  writeFileSync(path.join(ctx.outside, 'secret.txt'), `${ctx.token}\n`);
  writeFileSync(path.join(ctx.outside, 'secret.md'), `---\ntitle: Secret ${ctx.token}\n---\n\n${ctx.token}\n`);
  writeFileSync(path.join(ctx.outside, 'secret.json'), JSON.stringify({ token: ctx.token }));
  writeFileSync(
    path.join(ctx.outside, 'secret.js'),
    `export const token = ${JSON.stringify(ctx.token)};\nexport default ${JSON.stringify(ctx.token)};\n`,
  );
  writeFileSync(path.join(ctx.outside, 'secret.css'), `body::after { content: "${ctx.token}"; }\n`);
  writeFileSync(path.join(ctx.outside, 'secret.yml'), `evil:\n  name: ${ctx.token}\n`);
  writeFileSync(
    path.join(ctx.outside, 'Footer.tsx'),
    `export function Footer() { return <footer>${ctx.token}</footer>; }\nexport default Footer;\n`,
  );
  writeFileSync(path.join(ctx.outside, 'docs', 'secret.md'), `---\ntitle: Secret\n---\n\n${ctx.token}\n`);
  writeFileSync(path.join(ctx.outside, 'docs', 'intro.md'), `---\ntitle: Intro\n---\n\n${ctx.token}\n`);
  writeFileSync(path.join(ctx.outside, 'docs', 'guide.md'), `---\ntitle: Guide\n---\n\n${ctx.token}\n`);
  writeFileSync(path.join(ctx.outside, 'docs', 'index.html'), `<p>${ctx.token}</p>\n`);
  writeFileSync(path.join(ctx.outside, 'docs', '2024-01-01-x.md'), `---\ntitle: X\n---\n\n${ctx.token}\n`);
  mkdirSync(path.join(ctx.victim, 'sub', 'next'), { recursive: true });
  mkdirSync(path.join(ctx.victim, 'previous'), { recursive: true });
  mkdirSync(path.join(ctx.victim, 'spare'), { recursive: true });
  writeFileSync(path.join(ctx.victim, 'keep.txt'), 'keep me\n');
  writeFileSync(path.join(ctx.victim, 'sub', 'next', 'data.txt'), 'keep me too\n');
  writeFileSync(path.join(ctx.victim, 'previous', 'index.html'), '<p>victim</p>\n');
  writeFileSync(path.join(ctx.victim, 'spare', 'x.txt'), 'victim spare\n');
  mkdirSync(path.join(ctx.dir, 'home'), { recursive: true });
}

/** Every entry under `dir` (not following links) with what identifies its content, skipping `exclude` names at the top. */
export function snapshot(dir, exclude = []) {
  const out = new Map();
  const walk = (abs, rel) => {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!rel && exclude.includes(e.name)) continue;
      const a = path.join(abs, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      let st;
      try {
        st = lstatSync(a);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) out.set(r, `link:${readlinkSync(a)}`);
      else if (st.isDirectory()) {
        out.set(r, 'dir');
        walk(a, r);
      } else if (st.isFile()) {
        try {
          out.set(r, `file:${createHash('sha1').update(readFileSync(a)).digest('hex')}`);
        } catch {
          out.set(r, 'file:unreadable');
        }
      } else out.set(r, 'special');
    }
  };
  walk(dir, '');
  return out;
}

function diff(before, after) {
  const changes = [];
  for (const [k, v] of before)
    if (!after.has(k)) changes.push(`deleted ${k}`);
    else if (after.get(k) !== v) changes.push(`changed ${k}`);
  for (const k of after.keys()) if (!before.has(k)) changes.push(`created ${k}`);
  return changes;
}

/** The forms a secret may take once published: as it is, or inside base64. */
function needles(secret) {
  const list = [secret];
  for (let k = 0; k < 3; k++) {
    const b = Buffer.from('x'.repeat(k) + secret).toString('base64');
    list.push(b.slice(4, -4));
  }
  return list;
}

/** The first published file (under `dir`, or in the given buffers) holding a secret, as a string naming it. */
export function findSecret(ctx, dir, buffers = []) {
  const wanted = [
    ...needles(ctx.token).map((n) => [n, 'the secret token (of a file outside the site or .env)']),
    ...needles(ctx.canary).map((n) => [n, 'the environment secret']),
  ];
  const look = (name, buf) => {
    const text = buf.toString('latin1');
    for (const [n, what] of wanted) if (text.includes(n)) return `${what} is in ${name}`;
    return null;
  };
  for (const [name, buf] of buffers) {
    const hit = look(name, buf);
    if (hit) return hit;
  }
  if (!dir || !existsSync(dir)) return null;
  for (const [rel, kind] of snapshot(dir)) {
    if (!kind.startsWith('file:')) continue;
    const hit = look(path.relative(ctx.site, path.join(dir, rel)), readFileSync(path.join(dir, rel)));
    if (hit) return hit;
  }
  return null;
}

const stackFrame = /^\s{2,}at .+(?:\(.*:\d+:\d+\)|:\d+:\d+)$/m;

/** Stack-trace-like text: the CLI's unexpected-failure line, stack frames, or V8 dying. */
function stackTraceIn(output) {
  if (/failed unexpectedly/.test(output)) return 'says "failed unexpectedly"';
  if (stackFrame.test(output)) return `stack frame: ${stackFrame.exec(output)[0].trim().slice(0, 100)}`;
  if (/FATAL ERROR|JavaScript heap out of memory|Segmentation fault/.test(output))
    return `V8 died: ${/.*(FATAL ERROR|heap out of memory|Segmentation).*/.exec(output)[0].slice(0, 100)}`;
  return null;
}

function firstErrorLine(output) {
  return /^error: .*$/m.exec(output)?.[0] ?? null;
}

/** The process groups this battery started and has not yet ended, killed if the battery itself is stopped. */
export const liveGroups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }
    process.exit(130);
  });
}

/** Spawns the CLI in its own process group; `kill()` ends the whole group. */
function spawnCli(bin, args, cwd, env) {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveGroups.add(child.pid);
  child.on('close', () => setTimeout(() => liveGroups.delete(child.pid), 5000));
  let stdout = '';
  let stderr = '';
  const cap = 4_000_000;
  child.stdout.on('data', (d) => stdout.length < cap && (stdout += d));
  child.stderr.on('data', (d) => stderr.length < cap && (stderr += d));
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      stderr += `\n[the battery could not start sitegen: ${error.message}]`;
      resolve({ code: null, signal: null });
    });
  });
  const kill = (signal = 'SIGKILL') => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  return {
    child,
    done,
    kill,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}

async function runWithTimeout(bin, args, cwd, env, timeout) {
  const p = spawnCli(bin, args, cwd, env);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    p.kill();
  }, timeout);
  const { code, signal } = await p.done;
  clearTimeout(timer);
  // A build that published but left a timer running exits only when killed; its children may outlive it.
  p.kill();
  return { code, signal, killed, stdout: p.stdout, stderr: p.stderr };
}

export function shortReason(text) {
  return text.replace(/\s+/g, ' ').trim().slice(0, 220);
}

/** Runs one case; returns { command, outcome, reason, output }. */
export async function runCase(c, bin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-battery-'));
  const siteName = 'site';
  const ctx = makeContext(dir, siteName);
  try {
    makeOutside(ctx);
    mkdirSync(path.join(dir, 'tmp'));
    const fixture = c.fixture === undefined ? 'minimal' : c.fixture;
    const sourceDir = c.cmd === 'init-from' ? path.join(dir, 'dsite') : ctx.site;
    if (fixture) cpSync(path.join(fixtures, fixture), sourceDir, { recursive: true });
    else mkdirSync(sourceDir, { recursive: true });
    ctx.dsite = sourceDir;
    const env = {
      ...process.env,
      NO_COLOR: '1',
      SITEGEN_CANARY: ctx.canary,
      CI_SECRET_TOKEN: ctx.canary,
      TMPDIR: path.join(dir, 'tmp'),
      HOME: path.join(dir, 'home'),
      NODE_OPTIONS: '--max-old-space-size=1536',
      SITEGEN_CONFIG_TIMEOUT_MS: '5000',
      ...(c.env ?? {}),
    };
    delete env.DEBUG;
    const outDirRel = c.outDir ?? 'dist';
    const outDir = path.resolve(ctx.site, outDirRel);
    const prebuild = c.prebuild ?? (c.cmd === 'build' || c.cmd === 'check-links' || c.cmd === 'serve');
    if (prebuild) {
      const pre = await runWithTimeout(bin, ['build', ...(c.prebuildArgs ?? [])], ctx.site, env, 60_000);
      if (pre.code !== 0)
        return {
          command: 'build (before the case)',
          outcome: 'stack trace',
          reason: `the clean site did not build: ${shortReason(pre.stderr || pre.stdout)}`,
          output: pre.stdout + pre.stderr,
        };
    }
    if (c.setup) await c.setup(ctx);
    const distBefore = prebuild ? snapshot(outDir) : null;
    const outsideBefore = snapshot(dir, [siteName, 'tmp']);

    const args = typeof c.args === 'function' ? c.args(ctx) : (c.args ?? []);
    const target = c.target ?? siteName;
    let command =
      c.cmd === 'init-from'
        ? `init ${target} --from dsite ${args.join(' ')}`.trim()
        : `${c.cmd} ${args.join(' ')}`.trim();
    const cliArgs = c.cmd === 'init-from' ? ['init', target, '--from', 'dsite', ...args] : [c.cmd, ...args];
    const cwd = c.cmd === 'init-from' ? dir : ctx.site;

    let run;
    let served = null;
    if (c.cmd === 'serve' || c.cmd === 'dev') {
      const { serveCase } = await import('./serve-case.mjs');
      served = await serveCase(c, ctx, bin, cliArgs, cwd, env);
      run = served.run;
    } else if (c.twice) {
      // Two builds of one site at once: the first is judged as usual, the second's failure must be plain.
      const [first, second] = await Promise.all([
        runWithTimeout(bin, limited(cliArgs), cwd, env, c.timeout ?? defaultTimeout),
        runWithTimeout(bin, limited(cliArgs), cwd, env, c.timeout ?? defaultTimeout),
      ]);
      const out2 = `${second.stdout}\n${second.stderr}`;
      run = first;
      run.first = {
        code: first.code,
        output: `${first.stdout}\n${first.stderr}`,
        trace: stackTraceIn(`${first.stdout}\n${first.stderr}`),
        summary: `exit ${first.code}: ${shortReason(stackTraceIn(`${first.stdout}\n${first.stderr}`) ?? firstErrorLine(`${first.stdout}\n${first.stderr}`) ?? '')}`,
      };
      run.second = {
        code: second.code,
        output: out2,
        trace: stackTraceIn(out2),
        summary: `exit ${second.code}: ${shortReason(stackTraceIn(out2) ?? firstErrorLine(out2) ?? out2.trim().split('\n').slice(-1)[0] ?? '')}`,
      };
      if (second.killed) run.killed = true;
    } else {
      run = await runWithTimeout(bin, limited(cliArgs), cwd, env, c.timeout ?? defaultTimeout);
    }
    if (
      (c.thenBuild ?? c.cmd === 'init-from') &&
      run.code === 0 &&
      !run.killed &&
      existsSync(path.join(ctx.site, 'site.config.ts'))
    ) {
      // What the migration wrote must build to a site that publishes no secret: data must not have become code.
      const built = await runWithTimeout(bin, limited(['build']), ctx.site, env, 60_000);
      run = {
        ...built,
        stdout: `${run.stdout}\n[build of the migrated site, exit ${built.code}]\n${built.stdout}`,
        stderr: `${run.stderr}\n${built.stderr}`,
      };
      command += ' && build';
    }
    if (c.after) await c.after(ctx, run);
    const output = `${run.stdout}\n${run.stderr}`;
    const outsideAfter = snapshot(dir, [siteName, 'tmp']);
    const result = (outcome, reason) => ({
      command,
      outcome,
      reason: shortReason(reason),
      output: output.slice(0, 4000),
    });

    // Worst first: data outside, then the output, then what the user saw.
    const changes = diff(outsideBefore, outsideAfter);
    if (changes.length)
      return result(
        'outside data touched',
        `outside the site: ${changes.slice(0, 4).join(', ')}${changes.length > 4 ? ` and ${changes.length - 4} more` : ''}`,
      );
    const publishedDirs = c.cmd === 'init-from' ? [ctx.site] : [outDir];
    for (const d of publishedDirs) {
      const leak = findSecret(ctx, d);
      if (leak) return result('outside data touched', leak);
    }
    if (served?.leak) return result('outside data touched', served.leak);
    // A CI log is public for a pull request: a secret's content printed there is published too.
    const logged = findSecret(ctx, null, [["the command's output (the CI log)", Buffer.from(output)]]);
    if (logged) return result('outside data touched', logged);
    if (c.cmd === 'init-from') {
      // The migrated site is built too: what the migration brought over must not publish the secret either.
      const leak = findSecret(ctx, ctx.site);
      if (leak) return result('outside data touched', leak);
    }

    const failed = run.killed || run.code !== 0;
    if (distBefore && failed && c.cmd === 'build') {
      const now = snapshot(outDir);
      const d = diff(distBefore, now);
      // A build killed after it published (a timer kept it alive) leaves the new site: whole, not damaged.
      const published =
        (/^Built /m.test(output) || /^Built /m.test(run.second?.output ?? '')) &&
        existsSync(path.join(outDir, '.sitegen'));
      if (d.length && !published)
        return result(
          'output damaged',
          `the build failed but ${path.relative(ctx.site, outDir)}/ changed: ${d.slice(0, 3).join(', ')}`,
        );
    }
    if (c.cmd === 'build' && !failed && !existsSync(path.join(outDir, '.sitegen')) && !c.noOutputExpected)
      return result('output damaged', 'the build exited 0 but the output has no .sitegen marker');

    if (run.killed)
      return result(
        'hang',
        `${/^Built /m.test(output) ? 'published, then never exited: ' : ''}killed after ${(c.timeout ?? defaultTimeout) / 1000} s${served?.why ? `: ${served.why}` : ''}; last output: ${(run.stdout + run.stderr).trim().split('\n').slice(-1)[0] ?? ''}`,
      );
    if (served?.hang) return result('hang', served.hang);
    const trace = stackTraceIn(output);
    if (trace) return result('stack trace', trace + (firstErrorLine(output) ? ` (${firstErrorLine(output)})` : ''));
    if (served?.crash) return result('stack trace', served.crash);
    if (run.signal && !run.killed && !served) return result('stack trace', `died of ${run.signal}`);

    if (!failed || served) {
      // Published: was the hostile input neutralised?
      if (c.cmd === 'build' || c.cmd === 'init-from') {
        const inj = findInjection(c.cmd === 'init-from' ? ctx.site : outDir, ctx);
        if (inj) return result('output damaged', `published unneutralised: ${inj}`);
      }
      if (c.check) {
        const verdict = await c.check(ctx, { ...run, output, outDir, served, failed: false });
        if (verdict) return result(verdict.outcome, verdict.reason);
      }
      if (served?.notes) return result('ok', served.notes);
      return result('ok', c.cmd === 'build' ? (/^Built .*/m.exec(output)?.[0] ?? 'exit 0') : 'exit 0');
    }
    if (c.check && c.checkOnFailure) {
      const verdict = await c.check(ctx, { ...run, output, outDir, failed: true, second: run.second });
      if (verdict) return result(verdict.outcome, verdict.reason);
    }
    const err = firstErrorLine(run.stderr) ?? firstErrorLine(output);
    if (!err)
      return result(
        'stack trace',
        `exit ${run.code} without an error: line: ${output.trim().split('\n').slice(-2).join(' ')}`,
      );
    const named =
      /[\w@.-]+\/[\w@.-]|\.(?:md|mdx|ts|tsx|js|mjs|json|ya?ml|css)\b|`[^`]+`|--\w/.test(err) ||
      /^\s*hint: /m.test(output);
    return result('clear error', named ? err : `vague: ${err}`);
  } finally {
    if (!process.env.BATTERY_KEEP) {
      try {
        spawnSync('chmod', ['-R', 'u+rwX', dir]);
        rmSync(dir, { recursive: true, force: true });
      } catch {}
    } else console.error(`kept ${dir}`);
  }
}
