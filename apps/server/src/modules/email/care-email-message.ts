import type { CareProfile } from '@shop/shared/care';
import {
  DIFFICULTY_LABELS,
  HUMIDITY_LABELS,
  PET_SAFETY_LABELS,
  temperatureRange,
  wateringInterval,
} from '@shop/shared/care-labels';
import type { MailMessage } from './mailer.ts';
import { type EmailShop, escapeHtml as escape, framedHtml, framedText, fromShop } from './shop-frame.ts';

export interface CareEmail {
  shop: EmailShop;
  to: string;
  firstName: string;
  /** Plants just arrived: each gets its care card. */
  welcome: readonly { name: string; care: CareProfile }[];
  /** Plants due for water today. */
  water: readonly { name: string; waterEveryDays: number }[];
  /** The one-click unsubscribe address (RFC 8058): a POST there stops every care email. */
  unsubscribeUrl: string;
}

/** 'Monstera', 'Monstera and Pothos', 'Monstera, Pothos and 2 more' */
function plantList(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

function careFacts(care: CareProfile): [string, string][] {
  return [
    ['Light', care.light],
    ['Water', wateringInterval(care.waterEveryDays)],
    ['Humidity', HUMIDITY_LABELS[care.humidity]],
    ['Temperature', temperatureRange(care)],
    ['Difficulty', DIFFICULTY_LABELS[care.difficulty]],
    ['Pets', PET_SAFETY_LABELS[care.petSafety]],
    ['Grows to', care.sizeWhenGrown],
  ];
}

/**
 * The day's care email to one address: the care card of each plant that just arrived, and the plants due
 * for water, in one message. It carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail
 * apps offer one-click unsubscribe, and a visible link that does the same.
 */
export function careEmailMessage(e: CareEmail): MailMessage {
  const welcomeNames = e.welcome.map((plant) => plant.name);
  const waterNames = e.water.map((plant) => plant.name);
  const subject =
    welcomeNames.length > 0
      ? `How to care for your new ${welcomeNames.length === 1 ? 'plant' : 'plants'}: ${plantList(welcomeNames)}`
      : `Watering day: ${plantList(waterNames)}`;

  const { shop } = e;
  const text = framedText(
    shop,
    [
      `Hi ${e.firstName},`,
      '',
      ...(e.welcome.length > 0
        ? [
            'Your plants should have settled in by now. Here is how to keep them happy.',
            '',
            ...e.welcome.flatMap((plant) => [
              plant.name.toUpperCase(),
              ...careFacts(plant.care).map(([label, value]) => `${label}: ${value}`),
              '',
              plant.care.careText,
              '',
            ]),
          ]
        : []),
      ...(e.water.length > 0
        ? [
            e.welcome.length > 0 ? 'Also time to water today:' : 'Time to water today:',
            ...e.water.map(
              (plant) =>
                `- ${plant.name} (${wateringInterval(plant.waterEveryDays).toLowerCase()}): feel the soil first and water if it has dried as its care card says.`,
            ),
            '',
          ]
        : []),
      `Shop: ${shop.url}`,
    ],
    [
      'You get these emails because you asked for care tips with your order: a welcome, then watering reminders for eight weeks.',
      `Stop them with one click: ${e.unsubscribeUrl}`,
    ],
  );

  const card = (plant: CareEmail['welcome'][number]) => `
<h2 style="font-size:18px;margin:24px 0 8px">${escape(plant.name)}</h2>
<table style="border-collapse:collapse;font-size:14px">${careFacts(plant.care)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#5b6b60">${escape(label)}</td><td style="padding:2px 0">${escape(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="line-height:1.55">${escape(plant.care.careText)}</p>`;
  const watering =
    e.water.length === 0
      ? ''
      : `<h2 style="font-size:18px;margin:24px 0 8px">${e.welcome.length > 0 ? 'Also time to water today' : 'Time to water today'}</h2>
<ul style="padding-left:20px;line-height:1.6">${e.water
          .map(
            (plant) =>
              `<li><strong>${escape(plant.name)}</strong> (${escape(wateringInterval(plant.waterEveryDays).toLowerCase())})</li>`,
          )
          .join('')}</ul>
<p>Feel the soil first, and water if it has dried as the plant's care card says.</p>`;
  const link = `color:${escape(shop.accentColour)}`;
  const html = framedHtml(
    shop,
    `<h1 style="font-size:22px;margin:0 0 12px">${e.welcome.length > 0 ? 'Caring for your new plants' : 'Watering day'}</h1>
<p>Hi ${escape(e.firstName)},${e.welcome.length > 0 ? ' your plants should have settled in by now. Here is how to keep them happy.' : ''}</p>
${e.welcome.map(card).join('')}${watering}
<p style="margin-top:24px"><a href="${escape(shop.url)}" style="${link}">Visit ${escape(shop.name)}</a></p>`,
    `You get these emails because you asked for care tips with your order: a welcome, then watering reminders for eight weeks. <a href="${escape(e.unsubscribeUrl)}" style="${link}">Unsubscribe from care emails</a>`,
  );
  return {
    to: e.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${e.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...fromShop(shop),
  };
}
