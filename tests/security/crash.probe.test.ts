// Probe (e): kill -9 during writes. The real server process (server/main.ts) runs on a temporary data folder while
// parallel clients write (anonymous push-device registrations and lost-access requests, each stored in the database);
// it is killed with SIGKILL mid-stream, started again on the same folder, stopped, and the database is read: every
// write the server acknowledged (200) is there. Five crashes. Prints "crash: 5 × kill -9 …, N acknowledged writes, 0 lost".
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { queryRows } from '../../server/testing';
import { count, recordFigure } from './figures';

const CRASHES = 5;
const CLIENTS = 8;
const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-crash-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A free TCP port on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server process on the data folder and waits until it answers its health check. */
async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIGNIN_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'false',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${stderr.slice(-2000)}`);
}

/** Waits for a process to end. */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** What the database holds of the writes, read with the server stopped. */
async function stored(): Promise<{ devices: Set<string>; messages: Set<string> }> {
  const open = await openDatabase({ dataDir });
  try {
    const devices = await queryRows<{ device_id: string }>(
      open.db,
      sql`select device_id from push_devices where device_id like 'crash-%'`,
    );
    const mails = await queryRows<{ text: string }>(
      open.db,
      sql`select text from mails where text like '%crash-msg-%'`,
    );
    return {
      devices: new Set(devices.map((row) => row.device_id)),
      messages: new Set(mails.flatMap((row) => row.text.match(/crash-msg-[\w-]+/g) ?? [])),
    };
  } finally {
    await open.close();
  }
}

describe('kill -9 during writes', () => {
  it('loses no acknowledged write', async () => {
    const port = await freePort();
    const acknowledged = { devices: new Set<string>(), messages: new Set<string>() };
    let sent = 0;
    for (let crash = 0; crash < CRASHES; crash++) {
      const server = await start(port);
      let stop = false;
      const client = async (id: number) => {
        for (let n = 0; !stop; n++) {
          const key = `${crash}-${id}-${n}`;
          sent++;
          const device = n % 2 === 0;
          const response = await fetch(
            `http://127.0.0.1:${port}/api/${device ? 'public-device/register' : 'lost-access/client'}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(
                device
                  ? { deviceId: `crash-${key}`, platform: 0, deviceType: 0, pushToken: `token-${key}` }
                  : { email: 'crash@example.com', phone: '11987654321', message: `crash-msg-${key}` },
              ),
            },
          ).catch(() => undefined);
          if (response?.status === 200)
            (device ? acknowledged.devices : acknowledged.messages).add(device ? `crash-${key}` : `crash-msg-${key}`);
          else if (response === undefined) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, id) => client(id));
      // Kill it while the writes go on, at a moment that differs from one crash to the next.
      await new Promise((resolve) => setTimeout(resolve, 2500 + crash * 400));
      server.kill('SIGKILL');
      await exited(server);
      stop = true;
      await Promise.all(clients);
      // It starts again on the same folder (recovery), then stops cleanly so the folder can be read.
      const again = await start(port);
      again.kill('SIGTERM');
      await exited(again);
    }
    const found = await stored();
    const lost = [
      ...[...acknowledged.devices].filter((id) => !found.devices.has(id)),
      ...[...acknowledged.messages].filter((id) => !found.messages.has(id)),
    ];
    const total = acknowledged.devices.size + acknowledged.messages.size;
    recordFigure(
      'crash',
      `crash: ${CRASHES} × kill -9 during writes, ${count(total)} acknowledged writes (of ${count(sent)} sent), ${lost.length} lost`,
    );
    expect(total).toBeGreaterThan(100);
    expect(lost.slice(0, 20)).toEqual([]);
  }, 900_000);
});
