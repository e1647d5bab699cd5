// `npm run bench`: loads the TypeScript bench through tsx (see lib/main.ts).
import { register } from 'tsx/esm/api';

register();
await import('./lib/main.ts');
