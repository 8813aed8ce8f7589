import { spawn } from 'node:child_process';

/** What a command ended with: its exit code and its output (stdout and stderr as they came). */
export interface CommandRun {
  code: number | null;
  output: string;
}

/** Runs a command of the project with exactly this environment; resolves when it ends, with its output. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
