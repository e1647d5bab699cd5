/** The accounts module's public face (decision 018): users, sessions and passwords, as other modules, the seed, the admin CLI and the sweep may use them. */
export { createImportedCustomers, findAccountEmails, type ImportedCustomer } from './create-imported-customers.ts';
export { countInvitations, inviteImportedCustomers } from './invite-imported-customers.ts';
export { type ExportedCustomer, listCustomersForExport } from './list-customers-for-export.ts';
export { assertUserExists, lockUser } from './lock-user.ts';
export { listAdminEmails } from './list-admin-emails.ts';
export { hashPassword } from './passwords.ts';
export { pruneExpiredSessions } from './prune-expired-sessions.ts';
export { resetPasswordByEmail } from './reset-password-by-email.ts';
export { resolveSession } from './resolve-session.ts';
export { resetTwoFactorByEmail } from './two-factor.ts';
