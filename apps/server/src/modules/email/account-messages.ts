import type { MailMessage } from './mailer.ts';
import { page } from './stock-alert-messages.ts';

/** To a new account's address, or a changed one: prove it is yours (decision 025). */
export function verifyEmailMessage({ to, firstName, verifyUrl }: { to: string; firstName: string; verifyUrl: string }): MailMessage {
  const subject = 'Verify your email for Houseplant Shop';
  const lines = [
    `Hi ${firstName}, please confirm that this address is yours by opening the link below.`,
    'Until it is verified we send nothing to it on request (back-in-stock alerts ask for a confirmation first). The link works once, within a day.',
  ];
  const footer = 'If you did not create an account or change your email at Houseplant Shop, ignore this email: the address stays unverified.';
  return {
    to,
    subject,
    text: [...lines, '', `Verify: ${verifyUrl}`, '', footer].join('\n'),
    html: page(subject, lines, { href: verifyUrl, label: 'VERIFY MY EMAIL' }, footer),
  };
}

/** "Forgot password?": a link to choose a new one (decision 026). */
export function passwordResetMessage({ to, resetUrl }: { to: string; resetUrl: string }): MailMessage {
  const subject = 'Reset your Houseplant Shop password';
  const lines = [
    'Someone, probably you, asked to reset the password of the Houseplant Shop account that uses this address.',
    'Choose a new password with the link below. It works once, within an hour, and signs the account out everywhere else.',
  ];
  const footer = 'If it was not you, ignore this email: your password stays as it is.';
  return {
    to,
    subject,
    text: [...lines, '', `Reset: ${resetUrl}`, '', footer].join('\n'),
    html: page(subject, lines, { href: resetUrl, label: 'CHOOSE A NEW PASSWORD' }, footer),
  };
}
