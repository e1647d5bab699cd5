// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PolicyPage } from '@shop/shared/policy-pages';
import { ApiError } from '../../../lib/api.ts';
import { PolicyPageForm } from './policy-page-form.tsx';

afterEach(cleanup);

const shown = (title: string, body: string, html: string): PolicyPage => ({
  slug: 'returns',
  title,
  body,
  html,
  summary: '',
  updatedAt: '2026-11-27T12:00:00.000Z',
});

function setUp(overrides: Partial<Parameters<typeof PolicyPageForm>[0]> = {}) {
  const props = {
    initial: { title: 'Returns', body: 'Old text.' },
    onSave: vi.fn((values: { title: string; body: string }) => Promise.resolve(shown(values.title.trim(), values.body, '<p>saved</p>'))),
    onPreview: vi.fn((values: { title: string; body: string }) => Promise.resolve(shown(values.title, values.body, '<p>Rendered <strong>by the server</strong></p>'))),
    onSaved: vi.fn(),
    renderPreview: (page: PolicyPage) => <div data-testid="preview" dangerouslySetInnerHTML={{ __html: page.html }} />,
    ...overrides,
  };
  render(<PolicyPageForm {...props} />);
  return props;
}

describe('the policy page editor', () => {
  test('Preview shows the server’s rendering and saves nothing', async () => {
    const props = setUp();
    fireEvent.change(screen.getByLabelText('Page text (Markdown)'), { target: { value: 'Rendered **by the server**' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('preview')).toHaveTextContent('Rendered by the server');
    expect(props.onPreview).toHaveBeenCalledWith({ title: 'Returns', body: 'Rendered **by the server**' });
    expect(props.onSave).not.toHaveBeenCalled();
  });

  test('Save sends the title and text and says the shop shows it now', async () => {
    const props = setUp();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Returns and refunds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The shop shows “Returns and refunds” now.');
    expect(props.onSave).toHaveBeenCalledWith({ title: 'Returns and refunds', body: 'Old text.' });
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Returns and refunds' })));
  });

  test('lists the placeholders the shop fills from its settings, and flags one it does not know before sending', async () => {
    const props = setUp();
    fireEvent.click(screen.getByText('Facts from your settings'));
    expect(screen.getByText('{{claim window days}}')).toBeVisible();
    expect(screen.getByText('{{ship days}}')).toBeVisible();
    expect(screen.getByText('{{contact email}}')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Page text (Markdown)'), { target: { value: 'Within {{return days}} days.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/\{\{return days\}\} is not a placeholder the shop fills in/)).toBeVisible();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  test('an empty title is flagged at the field and nothing is sent', async () => {
    const props = setUp();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: fix the field marked below.');
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  test('a text over 100,000 characters is flagged before it is sent', async () => {
    const props = setUp();
    fireEvent.change(screen.getByLabelText('Page text (Markdown)'), { target: { value: 'a'.repeat(100_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page text can be at most 100,000 characters (it has 100,001)')).toBeVisible();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  test('the server’s refusal is shown in its own words', async () => {
    setUp({ onSave: vi.fn(() => Promise.reject(new ApiError('Only the shop admin may do that', 403, null))) });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Only the shop admin may do that');
  });
});
