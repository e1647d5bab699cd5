import type { PolicySlug } from '@shop/shared/policy-pages';

/**
 * The first text of the shop's policy pages (decision 035), written on every new shop, demo or not: a
 * shop needs them from its first day. The owner edits them in the admin (Pages). Whatever only the owner
 * can say (their address, their email, the law they trade under) is marked as demo text to replace.
 * The shipping page's rates are not written here: the server adds today's rates below its text.
 */
export const POLICY_PAGE_SEED: readonly { slug: PolicySlug; title: string; body: string }[] = [
  {
    slug: 'shipping',
    title: 'Shipping',
    body: `We ship living plants, so we ship them with care: on the days that keep them out of depots, in weather they can take, in boxes made to hold them still.

## When we ship

We pack and ship orders **Monday to Wednesday**. A plant shipped on those days arrives before the weekend, so it never sits in a carrier's depot over a Saturday and Sunday. An order placed from Thursday to Sunday ships the following Monday. The delivery estimates below are business days.

## Weather holds

Frost and heat hurt plants in a box. In **winter**, when the forecast along the way or at your door is below freezing, and in **summer**, when it is above about 95 °F, we hold your order and ship it in the first safe window. We email you when we hold an order and again when it ships, and you can always ask us to ship it anyway at your own risk, or to cancel it for a full refund.

## Where we ship

We ship to addresses in the United States: the 50 states, DC and the US territories the shipping form lists.

## Tracking

When your order ships we email you its carrier and tracking number. The link in your order confirmation shows your order's status at any time.

If a plant arrives damaged, see our [returns and arrival guarantee](/returns).`,
  },
  {
    slug: 'returns',
    title: 'Returns and arrival guarantee',
    body: `Every plant we send is guaranteed to arrive healthy and to settle in.

## Our 30-day arrival guarantee

If a plant arrives damaged (a broken stem, a cracked pot, leaves crushed in transit), **send us a photo of it within 14 days of delivery**, with your order number, to the address on our [contact page](/contact). We send a replacement or refund the plant, as you prefer, and you do not need to send the damaged plant back.

If a plant declines within **30 days of delivery** although you followed its care card, write to us with a photo: we will help you work out what it needs, and if it cannot be saved we replace it or refund it.

## Returns

You can return a plant within **30 days of delivery** for a refund of its price, whatever the reason.

1. Write to us first, with your order number.
2. We email you a prepaid return label: returns are free.
3. Pack the plant in its box, upright and watered a little, and post it.

We refund to the card you paid with as soon as the plant is back with us; your bank may take a few business days to show it. Shipping you paid for the original order is refunded with a damaged plant, not with a return for another reason.

> **Demo text.** Check these terms against what you can honour (the days, free return labels) before you open the shop; the product pages tell search engines the same: 30 days, returned by mail, free.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    body: `We keep what we need to sell you plants and get them to you, and nothing more.

## What we keep

- **Your orders:** the plants, the prices you paid, your name, shipping address and email, and each order's status, refunds and tracking.
- **Your account,** if you make one: your name and email. Your password is stored only as a one-way hash; nobody here can read it.
- **What you ask us to keep:** your wishlist, the back-in-stock alerts you sign up for, and care reminders if you turn them on.

## What we do not keep

**Card details never reach us.** Payments are handled by Stripe, which keeps your card under its own [privacy policy](https://stripe.com/privacy). We see only whether a payment went through.

## Who sees it

We give your name and address to the carrier that delivers your order, and our email provider sends our emails to you. **We never sell, rent or trade your data,** and the shop runs no advertising trackers.

## In your browser

The shop keeps your sign-in and your cart in your browser's storage, so they are there when you come back. Signing out removes your sign-in.

## How long

We keep order records as long as tax and accounting law requires. Your account stays until you ask us to close it; alerts and reminders stop when you unsubscribe.

## Your choices

Ask us for a copy of what we hold about you, to correct it or to delete it: write to the address on our [contact page](/contact). We answer within 30 days.

> **Demo text.** Replace this with your own policy, reviewed for where you trade, and name the business responsible for the data.`,
  },
  {
    slug: 'terms',
    title: 'Terms of sale',
    body: `These terms apply to every order placed in this shop.

> **Demo text.** Replace *Houseplant Shop* with your business's legal name and address, and the governing law below with yours, before you open the shop.

## Who we are

Houseplant Shop sells houseplants online to customers in the United States.

## Prices and payment

Prices are in US dollars. The total at checkout, with shipping and any tax, is what you pay. Payment is taken by card through Stripe when you place the order; an order is confirmed once the payment goes through.

## Stock

While you pay, we hold the plants in your order for you. If a plant turns out to be unavailable after you paid, we tell you and refund it in full.

## Living plants

Every plant is grown, not made: its size, shape and colour vary a little from the photos. Care cards and advice are general guidance; light, water and temperature at home decide how a plant grows. Some houseplants are harmful to pets or children if eaten: check a plant's care card before you buy.

## Shipping, returns and privacy

How we ship is on our [shipping page](/shipping-policy), how returns and our arrival guarantee work on the [returns page](/returns), and what we keep about you on the [privacy page](/privacy).

## Liability

If something goes wrong with an order, we put it right as these pages describe, up to the amount you paid for it. Nothing here limits rights the law gives you as a consumer.

## Changes

We may change these terms; an order is governed by the terms in force when it was placed. These terms are governed by the law of the state where the shop's business is registered.`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    body: `Questions about a plant, an order or its care? Write to us.

**Email:** hello@example.com

> **Demo text.** hello@example.com is a placeholder: replace it with the address you answer, and add a phone number or postal address if you have one.

We answer within one business day, Monday to Friday.

- **About an order:** include your order number (it is in your confirmation email).
- **A damaged plant:** include a photo of the plant and its box; see our [arrival guarantee](/returns).
- **Plant care:** tell us the plant, where it stands and how often you water it, and a photo helps.`,
  },
];
