import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fetchImage, isPublicAddress } from './fetch-image.ts';

let server: http.Server;
let base: string;
let png: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/plant.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/page.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (request.url === '/huge.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64 * 1024));
    if (request.url === '/hang.png') return; // never answers
    if (request.url === '/to-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/to-private')
      return response.writeHead(301, { location: 'http://10.20.30.40/plant.png' }).end();
    if (request.url === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (request.url === '/to-plant') return response.writeHead(302, { location: '/plant.png' }).end();
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The test's server is on loopback: these tests let it through, and only it; every other address meets the real check. */
const onlyTheTestServer = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
/** A DNS that must never be asked: the probes' hosts are literal addresses. */
const noDns = async (host: string): Promise<{ address: string; family: number }[]> => {
  throw new Error(`DNS asked for ${host}`);
};

describe('fetching an imported picture (decision 040)', () => {
  test('a picture from an allowed address is fetched, redirects included', async () => {
    const direct = await fetchImage(`${base}/plant.png`, { isAllowedAddress: onlyTheTestServer });
    expect(direct).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(direct.ok && direct.bytes.equals(png)).toBe(true);
    expect(await fetchImage(`${base}/to-plant`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: true,
    });
  });

  test('loopback, link-local (cloud metadata), [::1] and private addresses are refused by the real check, before any connection', async () => {
    hits.length = 0;
    for (const url of [
      `${base}/plant.png`,
      'http://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${new URL(base).port}/plant.png`,
      'http://[::ffff:127.0.0.1]/',
      'http://10.0.0.1/a.png',
      'http://192.168.1.1/a.png',
      'http://0.0.0.0/a.png',
      // IPv4 inside IPv6 (decision 053): compatible, mapped, translated, NAT64, 6to4, Teredo, ISATAP.
      `http://[::7f00:1]:${new URL(base).port}/plant.png`,
      `http://[::127.0.0.1]:${new URL(base).port}/plant.png`,
      'http://[::ffff:0:7f00:1]/',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'http://[2002:7f00:1::1]/',
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'http://[fe80::5efe:a00:1]/',
      'http://[2606:4700::5efe:c0a8:101]/',
    ]) {
      const answer = await fetchImage(url, { lookup: noDns });
      expect(answer, url).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/private, loopback or link-local/),
      });
    }
    expect(hits).toEqual([]);
  });

  test('a name that resolves to a private address is refused, whichever of its addresses it is', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect(await fetchImage('https://images.example.com/plant.png', { lookup })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('10.1.2.3'),
    });
  });

  test('a redirect to a private or link-local address, or to file:, is refused', async () => {
    hits.length = 0;
    expect(await fetchImage(`${base}/to-metadata`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('169.254.169.254'),
    });
    expect(await fetchImage(`${base}/to-private`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('10.20.30.40'),
    });
    expect(await fetchImage(`${base}/to-file`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not file:'),
    });
    expect(hits).toEqual(['/to-metadata', '/to-private', '/to-file']);
  });

  test('other schemes, what is not a picture, what is too large and what takes too long are refused', async () => {
    expect(await fetchImage('file:///etc/passwd')).toMatchObject({
      ok: false,
      reason: 'only http and https addresses are fetched, not file:',
    });
    expect(await fetchImage('ftp://example.com/a.png')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not ftp:'),
    });
    expect(await fetchImage('gopher://127.0.0.1/')).toMatchObject({ ok: false });
    expect(await fetchImage(`${base}/page.html`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('text/html'),
    });
    expect(
      await fetchImage(`${base}/huge.png`, { isAllowedAddress: onlyTheTestServer, maxBytes: 10_000 }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('larger than') });
    const started = Date.now();
    expect(
      await fetchImage(`${base}/hang.png`, { isAllowedAddress: onlyTheTestServer, timeoutMs: 300 }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('no answer within') });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await fetchImage(`${base}/missing.png`, { isAllowedAddress: onlyTheTestServer })).toMatchObject({
      ok: false,
      reason: 'answered 404',
    });
  });

  test('the address check', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::8.8.8.8',
      '0:0:0:0:0:ffff:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::c0a8:1',
      '2002:a00:1::',
      '2002:c0a8:101::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::5efe:a00:1',
      '2606:4700::5efe:7f00:1',
      '2606:4700::200:5efe:c0a8:101',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '::ffff:0:808:808',
      '64:ff9b::808:808',
      '2606:4700::5efe:808:808',
      '2606:4700:0:0:5efe::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
