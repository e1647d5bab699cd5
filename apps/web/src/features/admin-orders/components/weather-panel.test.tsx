// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminOrder } from '@shop/shared/orders';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { WeatherPanel } from './weather-panel.tsx';

afterEach(cleanup);
/** Thursday Dec 3 2026, 13:30 in New York, the shop's time zone: time goes through the test's clock. */
const THURSDAY = new Date('2026-12-03T18:30:00Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(THURSDAY);
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterAll(() => vi.useRealTimers());

const order = (shipPlan: AdminOrder['shipPlan'], status: AdminOrder['status'] = 'complete') =>
  ({ id: 9, status, shipPlan, timeZone: 'America/New_York', fulfilment: { method: 'ship', status: status === 'shipped' ? 'shipped' : 'waiting' }, refundable: 40, refundInFlight: false }) as AdminOrder;

describe("the admin's weather panel (decision 044)", () => {
  test('a held order shows why and since when, and offers to ship it anyway', () => {
    const onDecide = vi.fn();
    render(<WeatherPanel order={order({ shipOn: '2026-12-07', weather: 'held', heldSince: '2026-12-03T18:30:00.000Z', reason: 'too cold (low 20 °F, high 29 °F)', lowF: 20, highF: 29 })} busy={false} onDecide={onDecide} />);
    expect(screen.getByText('Held for the weather')).toBeInTheDocument();
    expect(screen.getByText(/Planned to leave Dec 7 · held since Dec 3 · forecast low 20 °F, high 29 °F/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull();
    // Ship anyway asks first, naming the forecast the plants would travel in; Cancel changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Ship anyway' }));
    const ask = screen.getByRole('dialog', { name: 'Ship order #9 anyway?' });
    expect(ask).toHaveTextContent('The forecast where it goes: low 20 °F, high 29 °F.');
    expect(ask).toHaveTextContent('Held because: too cold (low 20 °F, high 29 °F).');
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ship anyway' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Ship order #9 anyway?' })).getByRole('button', { name: 'Ship anyway' }));
    expect(onDecide).toHaveBeenCalledWith('ships');
  });

  test('a plan never shows a day gone by: shipped anyway on Monday and still here on Tuesday, it leaves today', () => {
    const shipped = order({ shipOn: '2026-12-07', weather: 'ships', heldSince: null, reason: 'decided by the owner', lowF: 20, highF: 29 });
    vi.setSystemTime(new Date('2026-12-07T15:00:00Z'));
    const { rerender } = render(<WeatherPanel order={shipped} busy={false} onDecide={vi.fn()} />);
    expect(screen.getByText(/^Planned to leave today/)).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-12-08T15:00:00Z'));
    rerender(<WeatherPanel order={{ ...shipped }} busy={false} onDecide={vi.fn()} />);
    expect(screen.getByTestId('weather-panel')).toHaveTextContent('Planned to leave today');
    expect(screen.getByTestId('weather-panel')).not.toHaveTextContent('Dec 7');
    vi.setSystemTime(THURSDAY);
  });

  test('an order whose forecast could not be read says so before it ships anyway, or is held (orderActions, decision 066)', () => {
    const onDecide = vi.fn();
    render(<WeatherPanel order={order({ shipOn: '2026-12-07', weather: 'needs-owner', heldSince: null, reason: 'held-too-long', lowF: null, highF: null })} busy={false} onDecide={onDecide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ship anyway' }));
    expect(screen.getByRole('dialog', { name: 'Ship order #9 anyway?' })).toHaveTextContent('The shop could not read the forecast where it goes');
    expect(screen.getByRole('button', { name: 'Hold' })).toBeInTheDocument();
  });

  test('an order that ships can be held by hand; a shipped one, or one from before, shows nothing', () => {
    const onDecide = vi.fn();
    const { rerender } = render(<WeatherPanel order={order({ shipOn: '2026-12-07', weather: 'heat-pack', heldSince: null, reason: null, lowF: 38, highF: 49 })} busy={false} onDecide={onDecide} />);
    expect(screen.getByText('Ships with a heat pack')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    expect(onDecide).toHaveBeenCalledWith('held');
    rerender(<WeatherPanel order={order({ shipOn: '2026-12-07', weather: 'ships', heldSince: null, reason: null, lowF: null, highF: null }, 'shipped')} busy={false} onDecide={onDecide} />);
    expect(screen.queryByTestId('weather-panel')).toBeNull();
    rerender(<WeatherPanel order={order(null)} busy={false} onDecide={onDecide} />);
    expect(screen.queryByTestId('weather-panel')).toBeNull();
  });
});
