/** The rate-limits module's public face (decision 005): one call that counts a hit and refuses past the limit. */
export { enforceRateLimit } from './enforce-rate-limit.ts';
