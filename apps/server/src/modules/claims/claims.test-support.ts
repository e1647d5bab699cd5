import sharp from 'sharp';
import type { TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { orderStatusKey } from '../orders/status-link.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

/** Test support: shipped orders to claim on, photos, and claims' multipart forms. */

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartForm(fields: Record<string, string | number>, files: readonly FormFile[] = []) {
  const boundary = `claim-boundary-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`), file.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG photo. */
export async function photo(color = '#4a7c59', width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

/** A close-up and a distance shot, as the form's two file fields. */
export async function twoPhotos(): Promise<FormFile[]> {
  return [
    { field: 'closeUp', filename: 'leaf.jpg', contentType: 'image/jpeg', body: await photo('#6b4a2f') },
    { field: 'distance', filename: 'plant.jpg', contentType: 'image/jpeg', body: await photo('#4a7c59') },
  ];
}

const USPS = { carrier: 'usps', trackingNumber: '9400 1118 9922 3456 7890 12' };

/**
 * A paid and shipped order of `qty` units of a new plant ($20 each, `stock` in stock), with its one line
 * and the key of its emailed status link. The shop's clock decides when it shipped.
 */
export async function shippedOrder(shop: TestShop, admin: string, { qty = 2, stock = 10, token, userId }: { qty?: number; stock?: number; token?: string; userId?: number } = {}) {
  const plant = await makeProduct(shop, admin, { price: 20, qty: stock });
  const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty }], userId === undefined ? {} : { userId }), token);
  await payOnTestPage(shop, order);
  const shipped = await shop.request({ method: 'PUT', url: `/api/orders/${order.id}/ship`, token: admin, payload: USPS });
  if (shipped.statusCode !== 200) throw new Error(`not shipped: ${shipped.statusCode} ${shipped.body}`);
  const lineId = (shipped.json() as { lines: { id: number }[] }).lines[0]!.id;
  const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: order.id } });
  return { orderId: order.id, lineId, key, plant };
}

/** Files a claim as the holder of the order's link. */
export async function fileClaim(shop: TestShop, orderId: number, key: string, fields: Record<string, string | number>, files: readonly FormFile[], ip = '203.0.113.7') {
  const form = multipartForm(fields, files);
  return shop.request({ method: 'POST', url: `/api/orders/${orderId}/claims`, payload: form.payload, headers: { ...form.headers, 'x-order-key': key, 'x-forwarded-for': ip } });
}
