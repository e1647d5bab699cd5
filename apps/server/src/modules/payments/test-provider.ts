import { HttpError } from '../../errors.ts';
import type { PaymentProvider, PaymentSessionRow, ProviderAnswer, ProviderStatus } from './provider-types.ts';

export const TEST_SESSION_MS = 30 * 60 * 1000;

/** The built-in page's sessions live only in our database, so the row is the whole truth. */
export function testSessionStatus(session: Pick<PaymentSessionRow, 'status' | 'expiresAt'>, now: Date): ProviderStatus {
  if (session.status === 'paid') return 'paid';
  return session.status === 'open' && session.expiresAt > now ? 'open' : 'expired';
}

/** The test page charges exactly the session's amount, in dollars. */
function answer(session: PaymentSessionRow, status: ProviderStatus): ProviderAnswer {
  return status === 'paid'
    ? { status, amountCents: session.paidCents ?? session.amountCents, currency: session.paidCurrency ?? 'usd' }
    : { status, amountCents: null, currency: null };
}

export function testProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    sessionMs: TEST_SESSION_MS,
    minSessionMs: 0,
    async createSession({ sessionId }) {
      return { url: `${publicUrl}/pay/${sessionId}`, providerSessionId: null };
    },
    async fetchStatus(session) {
      return answer(session, testSessionStatus(session, new Date()));
    },
    async expire(session) {
      return answer(session, session.status === 'paid' ? 'paid' : 'expired');
    },
    // The test page's money lives only in our database: a refund is made by saying so, as Stripe would.
    async refund({ refundId, amountCents }) {
      return { providerRefundId: `test_refund_${refundId}`, amountCents, status: 'succeeded', failure: null, refundId };
    },
    async listRefunds() {
      return [];
    },
    // The test page settles its payments itself: nothing is pushed to the shop.
    parseWebhook() {
      throw new HttpError(404, 'The built-in test page sends no webhooks');
    },
  };
}
