import { POLICY_LINKS, POLICY_PATHS, POLICY_SLUGS } from '@shop/shared/policy-pages';
import { legalNameOf, SOCIAL_LABELS, SOCIAL_NETWORKS, telHref } from '@shop/shared/shop';
import type { PublicShop } from '@shop/shared/store-settings';

const link = 'hover:text-white hover:underline';

/**
 * The shop's name, words and ways to reach it, from the owner's settings (decision 045). It never changes
 * in the browser, so the server writes it after the app's root on every page (private ones too) and the
 * browser's JavaScript carries none of it: its links are plain links.
 */
export function ShopFooter({ shop }: { shop: PublicShop }) {
  const { address } = shop;
  const profiles = SOCIAL_NETWORKS.filter((network) => shop.social[network]);
  return (
    <footer className="shop-footer bg-forest-900 text-cream-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-serif text-2xl">{shop.name}</p>
          {shop.tagline ? <p className="mt-3 max-w-xs text-sm text-sage-200">{shop.tagline}</p> : null}
          {profiles.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`${shop.name} elsewhere`}>
              {profiles.map((network) => (
                <li key={network}>
                  <a className={link} href={shop.social[network]} rel="me noopener">
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Footer" className="text-sm">
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-300">EXPLORE</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a className={link} href="/products">
                Shop all plants
              </a>
            </li>
            <li>
              <a className={link} href="/cart">
                Your cart
              </a>
            </li>
            <li>
              <a className={link} href="/account">
                Your account
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Shop policies" className="text-sm">
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-300">HELP</p>
          <ul className="mt-4 space-y-2">
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <a className={link} href={POLICY_PATHS[slug]}>
                  {POLICY_LINKS[slug]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {shop.contactEmail || shop.phone || address ? (
          <div className="text-sm">
            <p className="text-xs font-semibold tracking-[0.2em] text-sage-300">CONTACT</p>
            <address className="mt-4 space-y-2 not-italic">
              {shop.contactEmail ? (
                <p>
                  <a className={link} href={`mailto:${shop.contactEmail}`}>
                    {shop.contactEmail}
                  </a>
                </p>
              ) : null}
              {shop.phone ? (
                <p>
                  <a className={link} href={telHref(shop.phone)}>
                    {shop.phone}
                  </a>
                </p>
              ) : null}
              {address ? (
                <p className="text-sage-200">
                  {address.street1}
                  {address.street2 ? `, ${address.street2}` : ''}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </p>
              ) : null}
            </address>
          </div>
        ) : null}
      </div>
      <p className="border-t border-forest-700 py-5 text-center text-xs text-sage-300">
        © {new Date().getFullYear()} {legalNameOf(shop)}
      </p>
    </footer>
  );
}
