// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FilterMenu } from './filter-menu.tsx';

afterEach(cleanup);

const menu = (props: Partial<Parameters<typeof FilterMenu>[0]> = {}) =>
  render(<FilterMenu label="All" chosenCount={0} isChosen={() => false} onToggle={vi.fn()} onClear={vi.fn()} {...props} />);
const toggle = () => screen.getByRole('button', { name: /Filter By:/ });

describe('FilterMenu', () => {
  test('shows its label and opens the Size / Light / Pets / Care / Type / Rating panel on click', async () => {
    menu();
    expect(toggle()).toHaveTextContent('Filter By:All');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    // The panel is a chunk of its own: the menu opens once it is in, whole.
    expect(await screen.findByRole('group', { name: 'Size' })).toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Size', 'Light', 'Pets', 'Care', 'Type', 'Rating']) expect(screen.getByRole('group', { name })).toBeVisible();
    expect(screen.getByRole('button', { name: '4 stars & up' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Partial/Bright indirect' })).toBeVisible();
  });

  test('closed, it holds no entries: the panel is not part of the grid\'s first view', () => {
    menu();
    expect(screen.queryByRole('button', { name: 'Small', hidden: true })).toBeNull();
  });

  test('clicking entries ticks each on (filters combine) and keeps the panel open', async () => {
    const onToggle = vi.fn();
    menu({ onToggle });
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole('button', { name: 'Pet safe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Small' }));
    expect(onToggle.mock.calls).toEqual([['pets', 'safe'], ['size', 'small']]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  test('shows the chosen entries pressed, and clears them all', async () => {
    const onClear = vi.fn();
    menu({ label: 'Small, Pet safe', chosenCount: 2, isChosen: (key, value) => `${key}:${value}` === 'size:small', onClear });
    fireEvent.click(toggle());
    expect(await screen.findByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Large' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  test('Escape closes the panel and puts the focus back on its button', async () => {
    menu();
    fireEvent.click(toggle());
    (await screen.findByRole('button', { name: 'Medium' })).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  test('DONE closes the panel and puts the focus back on its button', async () => {
    menu();
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole('button', { name: 'DONE' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });
});
