// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { AdminReview } from '@shop/shared/reviews';
import { AdminReviewCard } from './admin-review-card.tsx';

afterEach(cleanup);

const html = '<b>bold</b> <img src=x onerror=alert(1)>';
const review: AdminReview = {
  id: 7,
  productId: 3,
  productName: 'Monstera',
  authorName: 'Ada G.',
  verifiedBuyer: true,
  rating: 1,
  title: '<i>Title</i>',
  body: html,
  photos: [],
  helpfulCount: 0,
  reply: null,
  repliedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  editedAt: null,
  status: 'published',
  removedReason: null,
  orderId: 12,
  removedNote: null,
  removedAt: null,
};

test("the admin shows a review's HTML as the text it is", () => {
  const { container } = render(<AdminReviewCard review={review} onChanged={() => {}} />);
  expect(screen.getByText(html)).toBeInTheDocument();
  expect(screen.getByText('<i>Title</i>')).toBeInTheDocument();
  expect(container.querySelector('b, i, img')).toBeNull();
});

test('removing needs one of the permitted reasons, none of which is the rating', () => {
  render(<AdminReviewCard review={review} onChanged={() => {}} />);
  expect(screen.getByRole('button', { name: 'REMOVE' })).toBeDisabled();
  const reasons = [...screen.getByLabelText('Remove as').querySelectorAll('option')].map((option) => option.textContent);
  expect(reasons).toEqual(['Choose a reason (never for a low rating)', 'Spam', 'Abuse', 'Off-topic']);
});
