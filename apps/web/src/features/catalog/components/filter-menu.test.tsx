// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FilterMenu } from './filter-menu.tsx';

afterEach(cleanup);

describe('FilterMenu', () => {
  test('shows its label and opens the Size / Light / Type panel on click', () => {
    render(<FilterMenu label="All" selected={[]} onSelect={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: /Filter By:/ });
    expect(toggle).toHaveTextContent('Filter By:All');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Size', 'Light', 'Type']) expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Partial/Bright indirect' })).toBeVisible();
  });

  test('clicking an entry applies it as the single filter and closes the panel', () => {
    const onSelect = vi.fn();
    render(<FilterMenu label="All" selected={[]} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /Filter By:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pet safe' }));
    expect(onSelect).toHaveBeenCalledWith('Pet safe');
    expect(screen.getByRole('button', { name: /Filter By:/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the panel', () => {
    render(<FilterMenu label="Small" selected={['Small']} onSelect={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Filter By:/ }));
    expect(screen.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: /Filter By:/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
