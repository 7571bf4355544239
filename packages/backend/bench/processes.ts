/**
 * The bench's other processes: @neaps/api's own server, a NOAA that never answers, and the CPU
 * time a process has used.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** CPU time the process has used, user and system, ms; null when /proc cannot tell. */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // After the command name (in parentheses, which may hold spaces): utime and stime are the
    // 12th and 13th fields, in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** @neaps/api's own server (its `neaps-server` bin), on a free port. */
export async function startNeaps(): Promise<{
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const bin = fileURLToPath(new URL('../bin/server.js', import.meta.resolve('@neaps/api')));
  const child: ChildProcess = spawn(process.execPath, [bin], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`neaps-server exited with ${code}`)));
    if (child.stdout) createInterface({ input: child.stdout }).once('line', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A NOAA that accepts connections and never answers, as an address behind a firewall that
 * drops packets: each call waits out the backend's NOAA timeout.
 */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/prod/datagetter`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
