import { describe, expect, test } from 'vitest';
import { login, passwordResetRequest, profileUpdate, signup } from './accounts.ts';
import { orderCreate, shippingForm } from './orders.ts';

// Decisions 029 and 048: the owner the shop makes on first start is admin@localhost; every form that owner
// types an email into takes it ("Forgot password?" too), and sign-up keeps asking shoppers for an address with a domain.
describe('email rules', () => {
  const owner = 'admin@localhost';

  test('log-in, "Forgot password?", the profile and the shipping form take a name at localhost', () => {
    expect(login.safeParse({ email: owner, password: 'long enough' }).success).toBe(true);
    expect(passwordResetRequest.safeParse({ email: owner }).success).toBe(true);
    expect(login.safeParse({ email: 'ADMIN@LOCALHOST', password: 'long enough' }).success).toBe(true);
    expect(profileUpdate.safeParse({ firstName: 'Shop', lastName: 'Admin', email: owner }).success).toBe(true);
    const shipping = { firstName: 'Shop', lastName: 'Admin', email: owner, street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    expect(shippingForm.safeParse(shipping).success).toBe(true);
    const order = { name: { firstName: 'A', lastName: 'B' }, address: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }, userEmail: owner, cart: '[]' };
    expect(orderCreate.safeParse(order).success).toBe(true);
  });

  test('other addresses without a domain, and sign-up at localhost, are still refused', () => {
    for (const email of ['admin@', 'admin@localhos', 'admin@intranet', 'a b@localhost', '@localhost']) {
      expect(login.safeParse({ email, password: 'long enough' }).success, email).toBe(false);
      expect(passwordResetRequest.safeParse({ email }).success, email).toBe(false);
    }
    expect(signup.safeParse({ firstName: 'A', lastName: 'B', email: owner, password: 'long enough' }).success).toBe(false);
    expect(signup.safeParse({ firstName: 'A', lastName: 'B', email: 'maya@example.com', password: 'long enough' }).success).toBe(true);
  });
});
