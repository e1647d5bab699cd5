import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { OutsideServices } from '../context.ts';
import type { Db } from '../db/client.ts';
import { pruneExpiredSessions } from '../modules/accounts/index.ts';
import { planCareEmails, queueCareEmails } from '../modules/care/index.ts';
import { checkOrderWeather, expireOrders, retryRefunds } from '../modules/checkout/index.ts';
import { sendCheckoutReminders } from '../modules/checkout-reminders/index.ts';
import { sendMorningSummary } from '../modules/dashboard/index.ts';
import { deliverDueEmails } from '../modules/email/index.ts';
import { pruneUnusedReviewPhotos, sendReviewRequests } from '../modules/reviews/index.ts';
import { sendLowStockAlerts, sendStockAlerts } from '../modules/stock-alerts/index.ts';
import { pruneWeatherCache } from '../modules/weather/index.ts';

/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 1000;

/** The sweep works with the app's own database, configuration, log and outside services. */
export interface SweepDeps extends OutsideServices {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export interface SweepReport {
  ordersReleased: number;
  refundsAnswered: number;
  /** Shipped orders whose care emails were planned. */
  carePlansMade: number;
  /** Care emails (welcomes and watering reminders) written and handed to the mailer. */
  careEmailsWritten: number;
  /** Back-in-stock emails written for plants in stock again. */
  stockAlertsWritten: number;
  /** Paid orders whose weather decision changed (held, released, to the owner) or whose hold was told. */
  weatherChanges: number;
  /** Variants the owner was told ran low (decision 040). */
  lowStockTold: number;
  /** Checkout reminders written for unpaid orders that ended an hour ago (decision 072). */
  checkoutReminders: number;
  /** Review request emails written for orders that shipped the owner's number of days ago (decision 041). */
  reviewRequestsWritten: number;
  /** Photos sent for reviews that no review took within a day, deleted (decision 047). */
  reviewPhotosPruned: number;
  /** The owner's morning summaries written (one a day for each address, decision 051). */
  morningSummaries: number;
  emailsSent: number;
  sessionsPruned: number;
  /** Places whose weather grid and forecast had both expired, deleted from the shared cache (decision 071). */
  weatherPlacesPruned: number;
}

/**
 * One sweep at `now`: unpaid orders whose hold ran out give their stock back, refunds the provider never
 * answered are asked for again, shipped orders that asked for care tips get their plan and the care emails
 * due today are written, confirmed subscribers of plants in stock again get their back-in-stock email, paid
 * orders' weather is read again (held ones released, holds told: decision 044), the
 * owner's morning summary is written once its hour has come (decision 051), emails that are due go out
 * (retries, scheduled ones, ones whose sender stopped), expired sessions, the review photos no review took
 * in a day and the weather cache's expired places are deleted. Every instance
 * sweeps; each order, plan and email is claimed by one of them. A task that fails is logged and does not
 * stop the others.
 */
export async function runMinuteSweep({ db, config, log, payments, mailer, weather }: SweepDeps, now: Date): Promise<SweepReport> {
  const task = async (name: string, run: () => Promise<number>): Promise<number> => {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, task: name }, 'minute sweep task failed');
      return 0;
    }
  };
  return {
    ordersReleased: await task('expire orders', () => expireOrders({ db, config, log, payments, mailer, now })),
    refundsAnswered: await task('retry refunds', () => retryRefunds({ db, config, log, payments, mailer, now })),
    carePlansMade: await task('plan care emails', () => planCareEmails({ db, log, now })),
    careEmailsWritten: await task('write care emails', () => queueCareEmails({ db, config, log, mailer, now })),
    stockAlertsWritten: await task('back-in-stock emails', () => sendStockAlerts({ db, config, log, mailer, now })),
    weatherChanges: await task('order weather', () => checkOrderWeather({ db, config, weather, log, now })),
    lowStockTold: await task('low-stock email', () => sendLowStockAlerts({ db, config, log, mailer, now })),
    checkoutReminders: await task('checkout reminders', () => sendCheckoutReminders({ db, config, log, mailer, now })),
    reviewRequestsWritten: await task('review requests', () => sendReviewRequests({ db, config, log, mailer, now })),
    morningSummaries: await task('morning summary', () => sendMorningSummary({ db, config, log, mailer, now })),
    reviewPhotosPruned: await task('prune review photos', () => pruneUnusedReviewPhotos({ db, now })),
    emailsSent: await task('deliver emails', () => deliverDueEmails({ db, mailer, log }, { now })),
    sessionsPruned: await task('prune sessions', () => pruneExpiredSessions({ db, now })),
    weatherPlacesPruned: await task('prune weather cache', () => pruneWeatherCache({ db, now })),
  };
}

/** Sweeps every minute until stopped; a sweep still running when the next is due is not doubled. */
export function startMinuteSweep(deps: SweepDeps, clock: Clock, intervalMs = SWEEP_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= runMinuteSweep(deps, clock.now()).finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
