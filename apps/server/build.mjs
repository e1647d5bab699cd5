// Bundles the server into dist/server.js and the admin command into dist/admin.js (dependencies stay in node_modules) beside its migrations.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Our workspace packages are TypeScript source and get bundled; everything else stays external.
const manifest = JSON.parse(await readFile('package.json', 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@shop/'),
);

await rm('dist', { recursive: true, force: true });
await build({
  // The shop, and the owner's commands at the machine (`npm run admin`).
  entryPoints: ['src/server.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
