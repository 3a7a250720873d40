// `npm run dev`: the API restarting on change (tsx watch, TypeScript sources directly) and Vite with hot reload.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: `${root}apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
console.log('Assay dev: open http://localhost:5173 (API on port %s)', apiPort);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
