// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import type { ProductCare } from '@shop/shared/care-labels';
import { CareCard } from './care-card.tsx';

afterEach(cleanup);

const care: ProductCare = {
  petSafety: 'toxic-both',
  difficulty: 'easy',
  light: 'Partial/Bright indirect',
  waterEveryDays: 8,
  humidity: 'medium',
  tempMinF: 60,
  tempMaxF: 85,
  sizeWhenGrown: '6-8 ft tall',
};

describe('the care card', () => {
  test('shows light, water, humidity, temperature, difficulty and size, with the pet-safety badge', () => {
    render(<CareCard care={care} />);
    const card = screen.getByRole('region', { name: 'CARE' });
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(fact('Light')).toBe('Partial/Bright indirect');
    expect(fact('Water')).toBe('Every 8 days');
    expect(fact('Humidity')).toBe('Medium');
    expect(fact('Temperature')).toBe('60-85 °F');
    expect(fact('Difficulty')).toBe('Easy');
    expect(fact('Grows to')).toBe('6-8 ft tall');
    expect(within(card).getByText('Toxic to cats and dogs')).toBeVisible();
    expect(within(card).queryByText('How to care for it')).toBeNull();
  });

  test('offers the care guide when the product carries its text', () => {
    render(<CareCard care={{ ...care, petSafety: 'safe', careText: 'Water it when dry.' }} />);
    expect(screen.getByText('Safe for cats and dogs')).toBeVisible();
    expect(screen.getByText('How to care for it')).toBeVisible();
    expect(screen.getByText('Water it when dry.')).toBeInTheDocument();
  });

  test('renders on the server exactly as in the browser, from the product alone', () => {
    const html = renderToString(<CareCard care={care} />);
    expect(html).toContain('Every 8 days');
    const { container } = render(<CareCard care={care} />);
    expect(container.innerHTML).toBe(html);
  });

  test('is left out for a plant without a profile', () => {
    const { container } = render(<CareCard care={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
