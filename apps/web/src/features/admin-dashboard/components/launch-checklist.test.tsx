// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { LaunchChecklist, LaunchItem } from '@shop/shared/launch';
import { LaunchChecklistPanel } from './launch-checklist.tsx';

afterEach(cleanup);

const https: LaunchItem = {
  id: 'https',
  done: false,
  title: 'Serve the shop over HTTPS',
  detail: 'PUBLIC_URL is http://localhost:3000. Put the shop behind HTTPS and set PUBLIC_URL to its https:// address.',
  fix: null,
  guide: 'docs/going-live.md, step 3',
};
const shop: LaunchItem = {
  id: 'shop',
  done: false,
  title: 'Name your shop and say how to reach you',
  detail: "No contact email is set: customers' replies to its emails go nowhere.",
  fix: { label: 'Open Settings', to: '/account/admin/settings' },
  guide: null,
};
const tax: LaunchItem = { id: 'tax', done: true, title: 'Say where you collect sales tax', detail: 'The shop collects in NC.', fix: { label: 'Open Sales tax', to: '/account/admin/sales-tax' }, guide: null };

const show = (checklist: LaunchChecklist) =>
  render(
    <MemoryRouter>
      <LaunchChecklistPanel checklist={checklist} />
    </MemoryRouter>,
  );

describe('the launch checklist on the dashboard', () => {
  test('lists the open steps, each with what is in the way and where to fix it, and counts those done', () => {
    show({ items: [https, shop, tax], ready: false });
    const panel = screen.getByRole('region', { name: 'Ready to open' });
    expect(within(panel).getByText('1 of 3 steps done')).toBeVisible();
    const open = within(panel).getByRole('list', { name: 'Steps still open' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(2);
    expect(within(open).getAllByRole('listitem')[0]).toHaveTextContent(/^Serve the shop over HTTPS: to do\.PUBLIC_URL is http:\/\/localhost:3000\./);
    expect(within(open).getByText("On the shop’s machine: docs/going-live.md, step 3")).toBeVisible();
    expect(within(open).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/account/admin/settings');
    // A done step shows as done, folded away, with no link to fix it.
    const done = within(panel).getByRole('list', { name: 'Steps done', hidden: true });
    expect(within(done).getByText('The shop collects in NC.')).toBeInTheDocument();
    expect(within(done).queryByRole('link', { hidden: true })).toBeNull();
  });

  test('with every step done it folds into one line', () => {
    show({ items: [{ ...https, done: true, detail: 'The shop’s address is https://rootbound.example.' }, tax], ready: true });
    expect(screen.queryByRole('region', { name: 'Ready to open' })).toBeNull();
    expect(screen.getByText('Ready to open: every step of the launch checklist is done.')).toBeVisible();
    expect(screen.getByText('The shop collects in NC.')).not.toBeVisible();
  });
});
