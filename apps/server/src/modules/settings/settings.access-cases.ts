import type { AccessCase } from '../../test/access.ts';
import { logoPng, multipartFile } from './settings.test-support.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** Saving the settings the shop already has changes nothing another row could notice. */
const sameSettings = {
  name: 'Access Table Shop',
  accentColour: '#1f3d2b',
  timeZone: 'America/New_York',
};

export const settingsAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/settings', request: () => ({ url: '/api/admin/settings' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/admin/settings', request: () => ({ url: '/api/admin/settings', payload: sameSettings }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/settings/logo',
    request: async () => ({ url: '/api/admin/settings/logo', ...multipartFile('logo', 'logo.png', 'image/png', await logoPng(120, 60)) }),
    expect: adminOnly(200),
  },
  { method: 'DELETE', route: '/api/admin/settings/logo', request: () => ({ url: '/api/admin/settings/logo' }), expect: adminOnly(200) },
];
