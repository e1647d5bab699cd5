// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PolicyPage, PolicyPageSource } from '@shop/shared/policy-pages';
import { makeStore } from '../app/store.ts';
import { apiPolicyPages } from '../features/policy-pages/policy-pages-api.ts';
import { selectPolicyPages } from '../features/policy-pages/policy-pages-slice.ts';
import { loadPolicyPage } from './policy-page.data.ts';

afterEach(() => vi.unstubAllGlobals());

const returns: PolicyPage = {
  slug: 'returns',
  title: 'Returns',
  body: 'Send a photo.',
  html: '<p>Send a photo.</p>\n',
  summary: 'Send a photo.',
  updatedAt: '2026-11-27T12:00:00.000Z',
};

/** The pages the database holds, noting each slug asked for. */
function source(asked: string[]): PolicyPageSource {
  return { page: async (slug) => (asked.push(slug), slug === 'returns' ? returns : null) };
}

describe("a policy page's load, the same on the server and in the browser (decision 038)", () => {
  test('a page is read once; a page the shop does not have is remembered as missing', async () => {
    const asked: string[] = [];
    const store = makeStore();
    await store.dispatch(loadPolicyPage('returns', source(asked)));
    await store.dispatch(loadPolicyPage('privacy', source(asked)));
    await store.dispatch(loadPolicyPage('returns', source(asked)));
    await store.dispatch(loadPolicyPage('privacy', source(asked)));
    expect(asked).toEqual(['returns', 'privacy']);
    expect(selectPolicyPages(store.getState())).toEqual({ returns, privacy: null });
  });

  test('the browser reads the API: a 404 is a missing page, any other failure rejects', async () => {
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/pages/returns' ? answer(200, returns) : answer(404, { error: 'Not found' }))));
    await expect(apiPolicyPages().page('returns')).resolves.toEqual(returns);
    await expect(apiPolicyPages().page('terms')).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => answer(503, { error: 'Down for a moment' })));
    const store = makeStore();
    await expect(store.dispatch(loadPolicyPage('terms', apiPolicyPages()))).rejects.toThrow('Down for a moment');
    expect(selectPolicyPages(store.getState()).terms).toBeUndefined();
  });
});
