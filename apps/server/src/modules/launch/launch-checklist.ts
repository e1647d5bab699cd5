import { hasDemoCatalogue } from '@shop/shared/demo-catalogue';
import type { LaunchChecklist, LaunchItem } from '@shop/shared/launch';
import type { AuthUser } from '../../auth-user.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { demoCatalogueState } from '../demo-catalogue/index.ts';
import { demoPagesToReplace } from '../pages/index.ts';
import { readStoreSettings } from '../settings/index.ts';
import { listTaxStates } from '../tax/index.ts';
import { readLastBackup } from './record-backup.ts';

const ADMIN = '/account/admin';
const GUIDE = 'docs/going-live.md';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The name the store settings' migration gave every shop (0027): the demo's, not the owner's. */
const DEMO_SHOP_NAME = 'Houseplant Shop';
/** The first run's admin (decision 048) is called this until its owner gives a name. */
const FIRST_RUN_NAME = 'Shop';
/** MAIL_FROM's default: an address no one can reply to or trust. */
const DEFAULT_MAIL_FROM = 'orders@localhost';

type Facts = Pick<Config, 'publicUrl' | 'stripe' | 'smtpUrl' | 'mailFrom'>;

const item = (id: LaunchItem['id'], title: string, problem: string | null, done: string, where: Pick<LaunchItem, 'fix' | 'guide'>): LaunchItem => ({
  id,
  title,
  done: problem === null,
  detail: problem ?? done,
  ...where,
});
const onMachine = (step: number) => ({ fix: null, guide: `${GUIDE}, step ${step}` });
const inAdmin = (label: string, to: string) => ({ fix: { label, to }, guide: null });
const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

function paymentsProblem(stripe: Facts['stripe']): string | null {
  if (!stripe) return 'Payments go to the built-in test page and no card is charged. Set STRIPE_SECRET_KEY to your live key (sk_live_…).';
  if (stripe.secretKey.startsWith('sk_test_')) return 'STRIPE_SECRET_KEY is a test key (sk_test_…): Stripe charges no card. Set your live key (sk_live_…).';
  if (!stripe.webhookSecret) return "STRIPE_WEBHOOK_SECRET is not set, so Stripe's word that an order is paid is refused. Set it to the signing secret of the webhook to /api/payments/stripe/webhook.";
  return null;
}

function emailProblem(config: Facts): string | null {
  if (!config.smtpUrl) return 'Emails are written to files in DATA_DIR/mail: no customer gets one. Set SMTP_URL to your mail provider.';
  if (config.mailFrom === DEFAULT_MAIL_FROM) return `Emails come from ${DEFAULT_MAIL_FROM}. Set MAIL_FROM to an address at your domain.`;
  return null;
}

function backupProblem(last: { finishedAt: Date; file: string } | null, now: Date): string | null {
  if (!last) return 'No backup has been made. Run npm run backup every night.';
  if (now.getTime() - last.finishedAt.getTime() > DAY_MS) return 'The last backup finished more than a day ago. Run npm run backup every night.';
  return null;
}

/**
 * What stands between the shop and a real first order (docs/decisions/052-ready-to-open.md), each step with
 * where it is fixed: in the admin, or on the machine by a step of the going-live guide. Read for the admin
 * who asks, whose own name is one of the steps.
 */
export async function getLaunchChecklist({ db, config, user, now }: { db: DbOrTx; config: Facts; user: AuthUser; now: Date }): Promise<LaunchChecklist> {
  const [shop, demo, demoPages, taxStates, backup] = await Promise.all([
    readStoreSettings({ db }),
    demoCatalogueState({ db }),
    demoPagesToReplace({ db }),
    listTaxStates({ db }),
    readLastBackup({ db }),
  ]);
  const ownerName = `${user.firstName} ${user.lastName}`.trim();
  const shopProblems = [
    shop.name === DEMO_SHOP_NAME ? `The shop is still called ${DEMO_SHOP_NAME}, the demo's name.` : null,
    shop.contactEmail === '' ? "No contact email is set: customers' replies to its emails go nowhere." : null,
  ].filter((problem) => problem !== null);
  const items: LaunchItem[] = [
    item('https', 'Serve the shop over HTTPS', config.publicUrl.startsWith('https://') ? null : `PUBLIC_URL is ${config.publicUrl}. Put the shop behind HTTPS and set PUBLIC_URL to its https:// address.`, `The shop's address is ${config.publicUrl}.`, onMachine(3)),
    item('payments', 'Take real payments', paymentsProblem(config.stripe), 'Stripe takes real payments, and its webhook is signed.', onMachine(5)),
    item('email', 'Send real email', emailProblem(config), `Emails go out by SMTP from ${config.mailFrom}.`, onMachine(6)),
    item('backup', 'Back up every night', backupProblem(backup, now), `The last backup (${backup?.file ?? ''}) finished less than a day ago.`, onMachine(7)),
    item('shop', "Name your shop and say how to reach you", shopProblems.length > 0 ? shopProblems.join(' ') : null, `${shop.name}; replies go to ${shop.contactEmail}.`, inAdmin('Open Settings', `${ADMIN}/settings`)),
    item(
      'owner',
      'Put your name on your account',
      user.needsName || ownerName === FIRST_RUN_NAME || user.firstName === FIRST_RUN_NAME ? `Your account is still called "${ownerName}".` : null,
      `Signed in as ${ownerName}.`,
      inAdmin('Edit your profile', '/account/editprofile'),
    ),
    item(
      'demo-catalogue',
      'Remove the demo catalogue',
      hasDemoCatalogue(demo) ? `${demo.plants} demo ${demo.plants === 1 ? 'plant' : 'plants'} and ${demo.promos} demo promo ${demo.promos === 1 ? 'code are' : 'codes are'} still in the shop.` : null,
      'No demo plant or promo code is left.',
      inAdmin('Open Products', `${ADMIN}/products`),
    ),
    item(
      'policy-pages',
      'Make the policy pages yours',
      demoPages.length > 0 ? `${list(demoPages.map((page) => page.title))} still ${demoPages.length === 1 ? 'holds' : 'hold'} the demo text. Read, change what does not fit, and save.` : null,
      'Every page is your own text or says your settings.',
      inAdmin('Open Pages', `${ADMIN}/pages`),
    ),
    item(
      'tax',
      'Say where you collect sales tax',
      taxStates.length === 0 && !config.stripe?.automaticTax ? 'No state is set, so no order is charged sales tax.' : null,
      config.stripe?.automaticTax ? 'Stripe Tax works out the tax.' : `The shop collects in ${list(taxStates.map((state) => state.state))}.`,
      inAdmin('Open Sales tax', `${ADMIN}/sales-tax`),
    ),
  ];
  return { items, ready: items.every((one) => one.done) };
}
