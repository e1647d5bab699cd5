// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminClaim } from '@shop/shared/claims';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { type ClaimActions, ClaimCard } from './claim-card.tsx';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const claim: AdminClaim = {
  id: 5,
  orderId: 12,
  lineId: 30,
  productName: 'Calathea Orbifolia',
  variantTitle: '',
  qty: 2,
  reason: 'dead',
  description: 'Black leaves on arrival.',
  status: 'open',
  createdAt: '2026-12-01T15:00:00.000Z',
  photos: [],
  events: [{ kind: 'filed', at: '2026-12-01T15:00:00.000Z', note: null }],
  replacementOrderId: null,
  customer: { name: 'Ada Gardener', email: 'ada@example.com' },
  order: { status: 'shipped', createdAt: '2026-11-20T15:00:00.000Z', shippedAt: '2026-11-23T15:00:00.000Z', finalPrice: 60, refunded: 0, events: [] },
  onHand: 7,
  timeZone: 'America/New_York',
};

function renderCard(onReplace: ClaimActions['onReplace']) {
  const actions: ClaimActions = { busy: false, onReplace, onRefund: vi.fn(), onAsk: vi.fn(async () => true), onDeny: vi.fn(async () => true) };
  render(
    <MemoryRouter>
      <ClaimCard claim={claim} actions={actions} />
    </MemoryRouter>,
  );
}

describe('sending a replacement for a claim', () => {
  test('asks first, naming what goes to whom, and sends only with a note the customer reads', async () => {
    const onReplace = vi.fn(async () => true);
    renderCard(onReplace);
    fireEvent.click(screen.getByRole('button', { name: 'Send a replacement' }));
    expect(onReplace).not.toHaveBeenCalled();
    const ask = screen.getByRole('dialog', { name: 'Send 2 × Calathea Orbifolia again?' });
    expect(ask).toHaveTextContent('A $0 order for Ada Gardener, from your stock (7 on hand)');
    const send = within(ask).getByRole('button', { name: 'Send the replacement' });
    expect(send).toBeDisabled();
    fireEvent.change(within(ask).getByLabelText(/Your note to the customer/), { target: { value: '   ' } });
    expect(send).toBeDisabled();

    // Cancel sends nothing.
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(onReplace).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Send a replacement' }));
    const again = screen.getByRole('dialog', { name: 'Send 2 × Calathea Orbifolia again?' });
    fireEvent.change(within(again).getByLabelText(/Your note to the customer/), { target: { value: '  A sturdier one is on its way.  ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Send the replacement' }));
    expect(onReplace).toHaveBeenCalledExactlyOnceWith('A sturdier one is on its way.');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
