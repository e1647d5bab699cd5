import { createHash } from 'node:crypto';
import type { PolicySlug } from '@shop/shared/policy-pages';

export interface DemoPolicyPage {
  slug: PolicySlug;
  title: string;
  body: string;
}

/**
 * The first text of the shop's policy pages (decisions 035, 052), written on every new shop, demo or not: a
 * shop needs them from its first day. The owner edits them in the admin (Pages). The shop's facts are
 * placeholders (`{{ship days}}`, `{{claim window days}}`...) the server fills from the settings each time a
 * page is shown; what only the owner can say (their law, what they keep about shoppers) is marked as demo
 * text to replace. The shipping page's rates are not written here: the server adds today's rates below it.
 */
export const DEMO_POLICY_PAGES: readonly DemoPolicyPage[] = [
  {
    slug: 'shipping',
    title: 'Shipping',
    body: `We ship living plants, so we ship them with care: on the days that keep them out of depots, in weather they can take, in boxes made to hold them still.

## When we ship

We pack and ship orders **{{ship days}}**, so a plant does not sit in a carrier's depot over a weekend. An order placed before {{cut-off}} on a ship day leaves that day; any other order leaves on the next ship day. The delivery estimates below are business days.

## Weather holds

Frost and heat hurt plants in a box. When the forecast along the way or at your door is below **{{hold below}}** or above **{{hold above}}**, we hold your order and ship it in the first safe window. We email you when we hold an order and again when it ships, and you can always ask us to ship it anyway at your own risk, or to cancel it for a full refund.

## Where we ship

We ship to addresses in the United States: the 50 states, DC and the US territories the shipping form lists.

## Tracking

When your order ships we email you its carrier and tracking number. The link in your order confirmation shows your order's status at any time.

If a plant arrives damaged, see our [arrival guarantee](/returns).

{{free shipping}}: the rates we charge today are below.`,
  },
  {
    slug: 'returns',
    title: 'Returns and arrival guarantee',
    body: `Every plant we send is guaranteed to arrive healthy.

## Our {{claim window days}}-day arrival guarantee

If a plant arrives dead or damaged, hurt by cold or heat, with pests, or is not the plant you ordered or is missing from the box, tell us within **{{claim window days}} days of the day your order shipped**:

1. Open your order from the link in your confirmation email, or from your account's orders.
2. Press **Report a problem with a plant**, choose the plant and what happened, and add photos: a close-up and one of the whole plant from a distance.
3. We answer by email: we send a replacement or refund the plant, or ask for another photo if we need one. Your order's page shows where your claim stands.

You do not need to send the plant back.

## Refunds

We refund to the card you paid with; your bank may take a few business days to show it.

## Anything else

For anything else about an order, write to us: our [contact page](/contact) says how.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    body: `{{legal name}} keeps what it needs to sell you plants and get them to you, and nothing more.

## What we keep

- **Your orders:** the plants, the prices you paid, your name, shipping address and email, and each order's status, refunds and tracking.
- **Your account,** if you make one: your name and email. Your password is stored only as a one-way hash; nobody here can read it.
- **What you ask us to keep:** your wishlist, the back-in-stock alerts you sign up for, and care reminders if you turn them on.
- **Photos you send** with a claim about a plant: seen only by you and us.

## What we do not keep

**Card details never reach us.** Payments are handled by Stripe, which keeps your card under its own [privacy policy](https://stripe.com/privacy). We see only whether a payment went through.

## Who sees it

We give your name and address to the carrier that delivers your order, and our email provider sends our emails to you. **We never sell, rent or trade your data,** and the shop runs no advertising trackers.

## In your browser

The shop keeps your sign-in and your cart in your browser's storage, so they are there when you come back. Signing out removes your sign-in.

## How long

We keep order records as long as tax and accounting law requires. Your account stays until you ask us to close it; alerts and reminders stop when you unsubscribe.

## Your choices

Ask us for a copy of what we hold about you, to correct it or to delete it: write to us as our [contact page](/contact) says. We answer within 30 days.

> **Demo text.** Review this policy for where you trade before you open the shop, then save it as your own.`,
  },
  {
    slug: 'terms',
    title: 'Terms of sale',
    body: `These terms apply to every order placed in this shop.

> **Demo text.** Check these terms, and name the law that governs them, before you open the shop; then save them as your own.

## Who we are

{{shop name}} is run by {{legal name}}, which sells houseplants online to customers in the United States.
Our address: {{postal address}}.

## Prices and payment

Prices are in US dollars. The total at checkout, with shipping and any tax, is what you pay. Payment is taken by card through Stripe when you place the order; an order is confirmed once the payment goes through.

## Stock

While you pay, we hold the plants in your order for you. If a plant turns out to be unavailable after you paid, we tell you and refund it in full.

## Living plants

Every plant is grown, not made: its size, shape and colour vary a little from the photos. Care cards and advice are general guidance; light, water and temperature at home decide how a plant grows. Some houseplants are harmful to pets or children if eaten: check a plant's care card before you buy.

## Shipping, returns and privacy

How we ship is on our [shipping page](/shipping-policy), our arrival guarantee ({{claim window days}} days from shipping) on the [returns page](/returns), and what we keep about you on the [privacy page](/privacy).

## Liability

If something goes wrong with an order, we put it right as these pages describe, up to the amount you paid for it. Nothing here limits rights the law gives you as a consumer.

## Changes

We may change these terms; an order is governed by the terms in force when it was placed. These terms are governed by the law of the state where {{legal name}} is registered.`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    body: `Questions about a plant, an order or its care? Write to us.

- **Email:** {{contact email}}
- **Phone:** {{phone}}
- **Post:** {{legal name}}, {{postal address}}

We answer as soon as we can, usually within one business day.

- **About an order:** include your order number (it is in your confirmation email).
- **A damaged plant:** report it on your order's page with a photo; see our [arrival guarantee](/returns).
- **Plant care:** tell us the plant, where it stands and how often you water it, and a photo helps.`,
  },
];

const fingerprint = (body: string) => createHash('sha256').update(body).digest('hex');

/**
 * The demo texts shops were given before the pages took the shop's facts (decision 035), by their SHA-256:
 * a page still saying exactly that is not the owner's words, so it is brought up to date (decision 052).
 */
export const EARLIER_DEMO_BODIES: ReadonlyMap<PolicySlug, string> = new Map([
  ['shipping', 'dab379f648612d5dd057fdac2415521df7597c78ea517a88d4a76a0c4e62c7cc'],
  ['returns', '873c31c2ff6932ba6f1c9f2fddd26870ba0ac15f30bbde8aa470dbe0375a26d9'],
  ['privacy', '890238ee7a74e0d567a1583c7f2cf5636d63bca157aec6d8f8d0b568c9a01d02'],
  ['terms', 'fb918a5e9dd731e463d8b39b57e1f41bdfe760f460a1b23654f390cc87e42401'],
  ['contact', '7e2f571bb9ba6c25e02204e5cf77f453547471b96ec7b95b3f1d0737383afe2d'],
]);

/** Whether a page's text is exactly the demo text the shop gave it before (decision 035). */
export const isEarlierDemoText = (slug: PolicySlug, body: string): boolean => EARLIER_DEMO_BODIES.get(slug) === fingerprint(body);

/** The demo pages only the owner can finish (they carry a "Demo text" note): unchanged, they keep the shop from opening. */
export const DEMO_TO_REPLACE: readonly DemoPolicyPage[] = DEMO_POLICY_PAGES.filter((page) => page.body.includes('**Demo text.**'));
