// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { RefundForm } from './refund-form.tsx';

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

const order = {
  id: 7,
  status: 'complete',
  refunded: 0,
  refundable: 49.98,
  refundInFlight: false,
  lines: [
    {
      id: 1,
      productId: 3,
      productName: 'Boston Fern',
      qty: 2,
      unitPrice: 24.99,
      totalPrice: 49.98,
      refundedQty: 0,
      restockedQty: 0,
      replacedQty: 0,
      share: 49.98,
    },
  ],
} as unknown as AdminOrder;

test("a refund asks for the owner's yes with its amount before it goes", async () => {
  const onRefund = vi.fn(async () => true);
  render(<RefundForm order={order} busy={false} onRefund={onRefund} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Everything left' }));
  fireEvent.change(screen.getByLabelText('Reason (the customer reads it)'), {
    target: { value: 'Arrived wilted' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Refund $49.98' }));

  const ask = screen.getByRole('dialog', { name: 'Refund $49.98?' });
  expect(ask).toHaveTextContent('$49.98 of order #7');
  expect(onRefund).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onRefund).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Refund $49.98' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, refund $49.98' })));
  expect(onRefund).toHaveBeenCalledWith(expect.objectContaining({ kind: 'full', reason: 'Arrived wilted' }));
});

test('a line with a unit replaced through a claim shows "Refund despite the replacement", sent only as ticked (decision 053)', async () => {
  expect(() => render(<RefundForm order={order} busy={false} onRefund={vi.fn()} />)).not.toThrow();
  expect(screen.queryByRole('checkbox', { name: /Refund despite the replacement/ })).toBeNull();
  cleanup();

  const replaced = { ...order, status: 'shipped', lines: [{ ...order.lines[0]!, replacedQty: 1 }] } as AdminOrder;
  const onRefund = vi.fn(async () => true);
  render(<RefundForm order={replaced} busy={false} onRefund={onRefund} />);
  expect(screen.getByText(/1 replaced through a claim/)).toBeInTheDocument();
  const despite = screen.getByRole('checkbox', { name: /Refund despite the replacement/ });
  expect(despite).not.toBeChecked();
  expect(despite.closest('label')).toHaveTextContent('1 Boston Fern already replaced through a claim');
  fireEvent.click(screen.getByRole('radio', { name: 'Everything left' }));
  fireEvent.change(screen.getByLabelText('Reason (the customer reads it)'), { target: { value: 'Both arrived dead' } });
  fireEvent.click(screen.getByRole('button', { name: 'Refund $49.98' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, refund $49.98' })));
  expect(onRefund).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'full', despiteReplacement: false }));

  fireEvent.click(despite);
  fireEvent.change(screen.getByLabelText('Reason (the customer reads it)'), { target: { value: 'Both arrived dead' } });
  fireEvent.click(screen.getByRole('button', { name: 'Refund $49.98' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, refund $49.98' })));
  expect(onRefund).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'full', despiteReplacement: true }));

  // An amount names no units: the box is not shown for it.
  fireEvent.click(screen.getByRole('radio', { name: 'An amount' }));
  expect(screen.queryByRole('checkbox', { name: /Refund despite the replacement/ })).toBeNull();
});
