// `npm run dev`: API server with reload on :8080 and the Vite dev server (with its /prod-api proxy) on :5173.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@ceping/server'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@ceping/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
};
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
