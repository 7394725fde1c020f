// Starts `serve` or `dev`, sends a case's hostile requests, checks that the server still answers and leaked nothing.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { findSecret, liveGroups } from './run-case.mjs';

/** Sends bytes as given over one connection; resolves with what came back when the server closes it or `wait` ms pass. */
export function raw(origin, bytes, { wait = 5000, endAfter = true } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const chunks = [];
    let settled = false;
    const finish = (why) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), why });
    };
    const timer = setTimeout(() => finish('timeout'), wait);
    socket.on('data', (d) => chunks.push(d));
    socket.on('end', () => finish('end'));
    socket.on('close', () => finish('close'));
    socket.on('error', (e) => finish(`error ${e.code}`));
    socket.on('connect', () => {
      socket.write(bytes);
      if (endAfter === 'half') socket.end();
    });
  });
}

/** A GET with `Connection: close`; resolves with status and body. */
export async function get(origin, target, headers = {}) {
  const host = headers.Host ?? new URL(origin).host;
  const extra = Object.entries(headers)
    .filter(([k]) => k !== 'Host')
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const { data, why } = await raw(
    origin,
    `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`,
  );
  const text = data.toString('latin1');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
  return { status: status ? Number(status) : null, text, data, why };
}

export async function serveCase(c, ctx, bin, cliArgs, cwd, env) {
  const args = [...cliArgs, '--port', '0'];
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
  child.stdout.on('data', (d) => stdout.length < 1e6 && (stdout += d));
  child.stderr.on('data', (d) => stderr.length < 1e6 && (stderr += d));
  let exited = null;
  const closed = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve((exited = { code, signal })));
    child.on('error', (error) => resolve((exited = { code: null, signal: `not started: ${error.message}` })));
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  const hardStop = setTimeout(() => kill('SIGKILL'), c.timeout ?? 60_000);
  const result = { leak: null, hang: null, crash: null, notes: null };
  try {
    const origin = await new Promise((resolve) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const m = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout + stderr);
        if (m || exited || Date.now() - started > 30_000) {
          clearInterval(poll);
          resolve(m?.[0] ?? null);
        }
      }, 50);
    });
    if (!origin) {
      result.why = exited ? `exited ${exited.code} before serving` : 'never said where it serves';
      if (!exited) result.hang = `${c.cmd} never started serving in 30 s`;
    } else {
      const responses = [];
      const verdict = await c.requests(ctx, origin, { raw, get, responses });
      for (const r of responses) {
        const leak = findSecret(ctx, null, [[`the answer to ${r.name}`, r.data]]);
        if (leak) {
          result.leak = leak;
          break;
        }
      }
      if (verdict?.hang) result.hang = verdict.hang;
      if (verdict?.leak && !result.leak) result.leak = verdict.leak;
      if (verdict?.notes) result.notes = verdict.notes;
      if (exited) result.crash = `the server exited (${exited.code ?? exited.signal}) during the requests`;
      else if (!result.hang) {
        const alive = await get(origin, '/');
        if (alive.status !== 200 && alive.status !== 404)
          result.hang = `the server no longer answers a plain GET / (${alive.why})`;
      }
    }
  } finally {
    kill('SIGTERM');
    const t = setTimeout(() => kill('SIGKILL'), 3000);
    await closed;
    clearTimeout(t);
    clearTimeout(hardStop);
    kill('SIGKILL');
  }
  return {
    ...result,
    run: { code: exited?.code ?? null, signal: exited?.signal ?? null, killed: false, stdout, stderr },
  };
}
