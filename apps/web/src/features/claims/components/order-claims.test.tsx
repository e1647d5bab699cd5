// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { OrderClaims } from '@shop/shared/claims';
import { afterEach, describe, expect, test, vi } from 'vitest';
import OrderClaimsPanel from './order-claims.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const claims = (extra: Partial<OrderClaims> = {}): OrderClaims => ({
  windowDays: 30,
  windowEndsAt: '2026-12-28T00:00:00.000Z',
  windowFrom: 'shipping',
  canClaim: true,
  closedReason: null,
  lines: [{ lineId: 5, productName: 'Calathea Orbifolia', variantTitle: '', claimable: 2, openClaim: false }],
  claims: [],
  ...extra,
});

function renderPanel(answer: OrderClaims) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      return json(answer);
    }),
  );
  render(<OrderClaimsPanel orderId={12} orderKey={"k".repeat(43)} />);
  return calls;
}

describe('the arrival guarantee panel', () => {
  test("after the window it explains the policy instead of offering the form, and asks with the link's key", async () => {
    const calls = renderPanel(claims({ canClaim: false, closedReason: 'Our arrival guarantee covers plants for 30 days after they ship.' }));
    expect(await screen.findByText('Our arrival guarantee covers plants for 30 days after they ship.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem with a plant' })).not.toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/orders/12/claims');
    expect((calls[0]!.init?.headers as Record<string, string>)['x-order-key']).toBe('k'.repeat(43));
  });

  test('a damage claim needs a close-up and a distance photo before anything is sent', async () => {
    const calls = renderPanel(claims());
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem with a plant' }));
    const form = screen.getByRole('form', { name: 'Report a problem with a plant' });
    fireEvent.change(screen.getByLabelText('Describe it'), { target: { value: 'Black leaves' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a close-up photo of the damage and one of the whole plant from a distance');
    expect(calls).toHaveLength(1);
  });

  test('shows each claim with its decision and what happened', async () => {
    renderPanel(
      claims({
        claims: [
          {
            id: 3,
            orderId: 12,
            lineId: 5,
            productName: 'Calathea Orbifolia',
            variantTitle: '',
            qty: 1,
            reason: 'dead',
            description: 'Brown and crisp',
            status: 'replaced',
            createdAt: '2026-11-28T10:00:00.000Z',
            photos: [],
            events: [
              { kind: 'filed', at: '2026-11-28T10:00:00.000Z', note: null },
              { kind: 'replaced', at: '2026-11-28T12:00:00.000Z', note: 'Replacement order #19' },
            ],
            replacementOrderId: 19,
          },
        ],
      }),
    );
    const claim = await screen.findByRole('heading', { name: 'Claim #3: 1 × Calathea Orbifolia' });
    expect(claim).toBeInTheDocument();
    expect(screen.getByText('Replacement on its way')).toBeInTheDocument();
    expect(screen.getByText('Approved: a replacement')).toBeInTheDocument();
    expect(screen.getByText('Replacement order #19')).toBeInTheDocument();
  });
});
