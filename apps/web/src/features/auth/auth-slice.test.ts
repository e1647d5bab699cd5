// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authReducer, fetchMe, initialAuthState, login, logout, logoutEverywhere, resetAuth, signup } from './auth-slice.ts';

function makeStore() {
  return configureStore({ reducer: { auth: authReducer } });
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const maya = {
  id: 1,
  firstName: 'Maya',
  lastName: 'Green',
  email: 'maya@example.com',
  fullName: 'Maya Green',
  role: 'customer',
  isAdmin: false,
  currencyId: 1,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('auth slice', () => {
  test('starts empty, with the token from local storage', () => {
    localStorage.setItem('token', 'abc');
    expect(makeStore().getState().auth).toEqual(initialAuthState('abc'));
  });

  test('a login starting sets loading, clears the error and turns loading on', () => {
    const state = authReducer({ ...initialAuthState(), error: 'old' }, { type: login.pending.type });
    expect(state).toMatchObject({ status: 'loading', error: '', loading: true });
  });

  test('a successful login stores the token and turns the login message on', async () => {
    vi.stubGlobal('fetch', answer(200, { token: 't-1' }));
    const store = makeStore();
    await store.dispatch(login({ email: 'maya@example.com', password: 'password1' }));
    expect(store.getState().auth).toMatchObject({
      token: 't-1',
      status: 'logged in',
      loginMessage: true,
      loading: false,
    });
    expect(localStorage.getItem('token')).toBe('t-1');
  });

  test('a password answered with a two-factor challenge signs nobody in: no token kept, no login message', async () => {
    vi.stubGlobal('fetch', answer(200, { challenge: 'c-1' }));
    const store = makeStore();
    const result = await store.dispatch(login({ email: 'maya@example.com', password: 'password1' }));
    expect(result.payload).toEqual({ challenge: 'c-1' });
    expect(store.getState().auth).toMatchObject({ token: '', loginMessage: false, loading: false });
    expect(localStorage.getItem('token')).toBeNull();
    // The second step's token signs in as a one-step log-in does.
    store.dispatch(login.fulfilled({ token: 't-2fa' }, 'two-factor', { email: '', password: '' }));
    expect(store.getState().auth).toMatchObject({ token: 't-2fa', status: 'logged in', loginMessage: true });
  });

  test("a failed login keeps the server's message", async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid login credentials!' }));
    const store = makeStore();
    await store.dispatch(login({ email: 'maya@example.com', password: 'wrongpass' }));
    expect(store.getState().auth).toMatchObject({
      status: 'failed',
      error: 'Invalid login credentials!',
      loading: false,
      token: '',
    });
  });

  test('a sign-up stores the token with status success, and a refused one keeps the message', async () => {
    vi.stubGlobal('fetch', answer(201, { token: 't-2' }));
    const store = makeStore();
    await store.dispatch(
      signup({ firstName: 'Maya', lastName: 'Green', email: 'maya@example.com', password: 'password1' }),
    );
    expect(store.getState().auth).toMatchObject({ token: 't-2', status: 'success' });

    vi.stubGlobal('fetch', answer(409, { error: 'That email is already registered' }));
    await store.dispatch(
      signup({ firstName: 'Maya', lastName: 'Green', email: 'maya@example.com', password: 'password1' }),
    );
    expect(store.getState().auth).toMatchObject({
      status: 'failed',
      error: 'That email is already registered',
    });
  });

  test('the token check makes no call without a stored token and answers an empty user', async () => {
    const fetch = answer(200, maya);
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ auth: {}, status: 'success' });
  });

  test('the token check sends the token as-is and stores the user', async () => {
    localStorage.setItem('token', 'raw-token');
    const fetch = answer(200, maya);
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(fetchMe());
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/auth');
    expect((init[1].headers as Record<string, string>).authorization).toBe('raw-token');
    expect(store.getState().auth).toMatchObject({ auth: maya, status: 'success', token: 'raw-token' });
  });

  test('a refused token check removes the stored token', async () => {
    localStorage.setItem('token', 'expired');
    vi.stubGlobal('fetch', answer(401, { error: 'Session expired' }));
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(store.getState().auth).toMatchObject({ status: 'failed', error: 'Session expired', auth: {} });
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a token check that never reaches the server keeps the session', async () => {
    localStorage.setItem('token', 'still-good');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(store.getState().auth).toMatchObject({ status: 'failed', token: 'still-good' });
    expect(localStorage.getItem('token')).toBe('still-good');
  });

  test('log out revokes the token, wipes local storage and turns the logout message on', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('cart', '[]');
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(logout());
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
    expect(localStorage.length).toBe(0);
    expect(store.getState().auth).toMatchObject({ token: '', auth: {}, status: '', logoutMessage: true });
  });

  test('log out everywhere revokes every token of the account, then signs this browser out as log out does', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('cart', '[]');
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(logoutEverywhere());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/auth/sessions', 'DELETE']);
    expect(localStorage.length).toBe(0);
    expect(store.getState().auth).toMatchObject({ token: '', auth: {}, logoutMessage: true });
  });

  test('log out everywhere that does not reach the server keeps this browser signed in and says why', async () => {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal('fetch', answer(500, { error: 'Something went wrong on our side. Please try again.' }));
    const store = makeStore();
    const result = await store.dispatch(logoutEverywhere());
    expect(result.payload).toBe('Something went wrong on our side. Please try again.');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(store.getState().auth).toMatchObject({ token: 'tok', logoutMessage: false });
  });

  test('reset clears the status, the error and both message flags', () => {
    const state = authReducer(
      { ...initialAuthState('t'), status: 'failed', error: 'x', loginMessage: true, logoutMessage: true },
      resetAuth(),
    );
    expect(state).toMatchObject({
      status: '',
      error: '',
      loginMessage: false,
      logoutMessage: false,
      token: 't',
    });
  });
});
