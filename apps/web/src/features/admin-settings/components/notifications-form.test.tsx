// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { OwnerNotifications, OwnerNotificationsView } from '@shop/shared/owner-notifications';
import { ApiError } from '../../../lib/api.ts';
import { hourLabel, NotificationsForm } from './notifications-form.tsx';

afterEach(cleanup);

const initial: OwnerNotificationsView = {
  paidOrders: true,
  claims: true,
  refundsDue: true,
  extraAddresses: [],
  summary: false,
  summaryHour: 7,
  ownerAddresses: ['hello@rootbound.example'],
};

function setUp(onSave = vi.fn((_: OwnerNotifications) => Promise.resolve())) {
  render(<NotificationsForm initial={initial} timeZone="America/New_York" onSave={onSave} />);
  return onSave;
}

describe('Admin > Settings > Notifications (decision 051)', () => {
  test('says where the emails go, and starts with every event on and the summary off', () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(screen.getByText(/at hello@rootbound\.example/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Each paid order/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Each new claim/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Each refund due/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /A morning summary/ })).not.toBeChecked();
    expect(screen.getByLabelText('At (America/New_York)')).toBeDisabled();
  });

  test('saves the switches, the extra addresses one a line, and the summary at 6 am', async () => {
    const onSave = setUp();
    fireEvent.click(screen.getByRole('checkbox', { name: /Each new claim/ }));
    fireEvent.change(screen.getByLabelText('Also send them to (optional)'), { target: { value: 'Packing@Rootbound.example\nops@rootbound.example, ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /A morning summary/ }));
    fireEvent.change(screen.getByLabelText('At (America/New_York)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        paidOrders: true,
        claims: false,
        refundsDue: true,
        extraAddresses: ['packing@rootbound.example', 'ops@rootbound.example'],
        summary: true,
        summaryHour: 6,
      }),
    );
  });

  test('a bad address is flagged at its field, and nothing is sent', async () => {
    const onSave = setUp();
    fireEvent.change(screen.getByLabelText('Also send them to (optional)'), { target: { value: 'ops@rootbound' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Enter email addresses such as orders@yourshop.com')).toBeVisible();
    expect(screen.getByLabelText('Also send them to (optional)')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  test('more than five addresses are refused before sending; the server\'s refusal is shown as it said it', async () => {
    const onSave = setUp(vi.fn(() => Promise.reject(new ApiError('At most 5 extra addresses', 400, null))));
    fireEvent.change(screen.getByLabelText('Also send them to (optional)'), { target: { value: 'a@x.co b@x.co c@x.co d@x.co e@x.co f@x.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('At most 5 extra addresses')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Also send them to (optional)'), { target: { value: 'a@x.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 5 extra addresses');
  });

  test('names the hours as the owner reads them', () => {
    expect([0, 7, 12, 18].map(hourLabel)).toEqual(['12 am', '7 am', '12 pm', '6 pm']);
  });
});
