import type { MailMessage } from './mailer.ts';
import type { EmailShop } from './shop-frame.ts';
import { shortEmail } from './stock-alert-messages.ts';

/** To a new account's address, or a changed one: prove it is yours (decision 025). */
export function verifyEmailMessage({ shop, to, firstName, verifyUrl }: { shop: EmailShop; to: string; firstName: string; verifyUrl: string }): MailMessage {
  return shortEmail(shop, {
    to,
    subject: `Verify your email for ${shop.name}`,
    lines: [
      `Hi ${firstName}, please confirm that this address is yours by opening the link below.`,
      'Until it is verified we send nothing to it on request (back-in-stock alerts ask for a confirmation first). The link works once, within a day.',
    ],
    link: { href: verifyUrl, label: 'VERIFY MY EMAIL', text: 'Verify' },
    note: `If you did not create an account or change your email at ${shop.name}, ignore this email: the address stays unverified.`,
  });
}

/** "Forgot password?": a link to choose a new one (decision 026). */
export function passwordResetMessage({ shop, to, resetUrl }: { shop: EmailShop; to: string; resetUrl: string }): MailMessage {
  return shortEmail(shop, {
    to,
    subject: `Reset your ${shop.name} password`,
    lines: [
      `Someone, probably you, asked to reset the password of the ${shop.name} account that uses this address.`,
      'Choose a new password with the link below. It works once, within an hour, and signs the account out everywhere else.',
    ],
    link: { href: resetUrl, label: 'CHOOSE A NEW PASSWORD', text: 'Reset' },
    note: 'If it was not you, ignore this email: your password stays as it is.',
  });
}

/** The owner's invitation to a customer brought from another shop (decision 062): the account is here, choose a password. */
export function customerInvitationMessage({ shop, to, firstName, setPasswordUrl, days }: { shop: EmailShop; to: string; firstName: string; setPasswordUrl: string; days: number }): MailMessage {
  return shortEmail(shop, {
    to,
    subject: `Your account at ${shop.name} is ready`,
    lines: [
      `${firstName ? `Hi ${firstName}, ` : ''}${shop.name} has moved to a new online shop, and your account came along with your saved address.`,
      `Choose a password with the link below to sign in. It works once, within ${days} days; after that, "Forgot password?" on the log-in page sends a new one.`,
    ],
    link: { href: setPasswordUrl, label: 'CHOOSE A PASSWORD', text: 'Choose a password' },
    note: 'If you would rather not have an account, ignore this email: nothing is sent to you for marketing without your consent.',
  });
}
