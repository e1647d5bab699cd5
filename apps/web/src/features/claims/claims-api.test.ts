import { afterEach, describe, expect, test, vi } from 'vitest';
import { fileClaim } from './claims-api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, type: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })));

describe("a claim's form, refused for its photo's size", () => {
  test("the shop's own sentence is shown, whichever limit it names (decision 047)", async () => {
    answer(413, JSON.stringify({ error: 'The photo has more than 50 million pixels: send a smaller copy' }), 'application/json');
    await expect(fileClaim(1, null, new FormData())).rejects.toMatchObject({ status: 413, message: 'The photo has more than 50 million pixels: send a smaller copy' });
  });

  test("a proxy's 413 page says the bytes limit", async () => {
    answer(413, '<html><body>413 Request Entity Too Large</body></html>', 'text/html');
    await expect(fileClaim(1, null, new FormData())).rejects.toMatchObject({ status: 413, message: 'A photo must be at most 15 MB' });
  });
});
