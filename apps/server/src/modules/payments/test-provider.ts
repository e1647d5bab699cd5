import type { PaymentProvider, PaymentSessionRow, ProviderStatus } from './provider.ts';

export const TEST_SESSION_MS = 30 * 60 * 1000;

/** The built-in page's sessions live only in our database, so the row is the whole truth. */
export function testSessionStatus(session: Pick<PaymentSessionRow, 'status' | 'expiresAt'>, now: Date): ProviderStatus {
  if (session.status === 'paid') return 'paid';
  return session.status === 'open' && session.expiresAt > now ? 'open' : 'expired';
}

export function testProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    sessionMs: TEST_SESSION_MS,
    async createSession({ sessionId }) {
      return { url: `${publicUrl}/pay/${sessionId}`, providerSessionId: null };
    },
    async fetchStatus(session) {
      return testSessionStatus(session, new Date());
    },
    async expire(session) {
      return session.status === 'paid' ? 'paid' : 'expired';
    },
  };
}
