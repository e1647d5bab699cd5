// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AdminOrder } from '@shop/shared/orders';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WeatherPanel } from './weather-panel.tsx';

afterEach(cleanup);

const order = (shipPlan: AdminOrder['shipPlan'], status: AdminOrder['status'] = 'complete') => ({ id: 9, status, shipPlan }) as AdminOrder;

describe("the admin's weather panel (decision 044)", () => {
  test('a held order shows why and since when, and offers to ship it anyway', () => {
    const onDecide = vi.fn();
    render(<WeatherPanel order={order({ shipOn: '2026-12-07', weather: 'held', heldSince: '2026-12-03T18:30:00.000Z', reason: 'too cold (low 20 °F, high 29 °F)', lowF: 20, highF: 29 })} busy={false} onDecide={onDecide} />);
    expect(screen.getByText('Held for the weather')).toBeInTheDocument();
    expect(screen.getByText(/Planned to leave Dec 7 · held since Dec 3 · forecast low 20 °F, high 29 °F/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ship anyway' }));
    expect(onDecide).toHaveBeenCalledWith('ships');
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull();
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
