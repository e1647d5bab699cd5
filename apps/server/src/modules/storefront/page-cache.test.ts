import { describe, expect, test } from 'vitest';
import { type Page, PageCache } from './page-cache.ts';

const page = (text: string): Page => ({ status: 200, body: Buffer.from(text), etag: `W/"${text}"` });

describe('the page cache', () => {
  test('renders a page once however many ask at the same moment, and keeps it for its catalogue version', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/products', 7, render)));
    expect(answers.map((answer) => answer.body.toString())).toEqual(['render 1', 'render 1', 'render 1']);
    expect((await cache.get('/products', 7, render)).body.toString()).toBe('render 1');
    expect(renders).toBe(1);
  });

  test('drops every page when the catalogue changes', async () => {
    const cache = new PageCache();
    await cache.get('/', 1, async () => page('old home'));
    await cache.get('/products', 1, async () => page('old grid'));
    expect((await cache.get('/', 2, async () => page('new home'))).body.toString()).toBe('new home');
    expect(cache.size).toBe(1);
  });

  test('a reader still holding an older catalogue gets its page, but the cache keeps the newer ones', async () => {
    const cache = new PageCache();
    await cache.get('/', 5, async () => page('v5'));
    expect((await cache.get('/', 4, async () => page('v4'))).body.toString()).toBe('v4');
    expect((await cache.get('/', 5, async () => page('again'))).body.toString()).toBe('v5');
  });

  test('a failed render is not kept', async () => {
    const cache = new PageCache();
    await expect(cache.get('/', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('/', 1, async () => page('up'))).body.toString()).toBe('up');
  });
});
