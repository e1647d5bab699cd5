// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useNoIndex } from './use-no-index.ts';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const robots = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((meta) => meta.content);

describe('useNoIndex', () => {
  test('tightens the robots tag the server sent instead of adding a second one, and gives it back on leaving', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const { unmount } = renderHook(() => useNoIndex());
    expect(robots()).toEqual(['noindex, nofollow']);
    unmount();
    expect(robots()).toEqual(['noindex']);
  });

  test('adds the tag to a page that had none (reached from an indexed page inside the app), and takes it away on leaving', () => {
    const { unmount } = renderHook(() => useNoIndex());
    expect(robots()).toEqual(['noindex, nofollow']);
    unmount();
    expect(robots()).toEqual([]);
  });
});
