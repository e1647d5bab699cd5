/** The accounts module's public face (decision 018): users, sessions and passwords, as other modules, the seed, the admin CLI and the sweep may use them. */
export { assertUserExists, lockUser } from './lock-user.ts';
export { listAdminEmails } from './list-admin-emails.ts';
export { hashPassword } from './passwords.ts';
export { pruneExpiredSessions } from './prune-expired-sessions.ts';
export { resetPasswordByEmail } from './reset-password-by-email.ts';
export { resolveSession } from './resolve-session.ts';
