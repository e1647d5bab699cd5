import { main } from './admin-cli.ts';

// The entry of `npm run admin -- …` (bundled as dist/admin.js): see admin-cli.ts.
await main();
