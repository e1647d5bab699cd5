import { Link } from 'react-router';
import { POLICY_LINKS, POLICY_PATHS, POLICY_SLUGS } from '@shop/shared/policy-pages';
import { TruckIcon } from '../../components/ui/icons.tsx';

export function Footer() {
  return (
    <footer className="bg-forest-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-serif text-2xl">Houseplant Shop</p>
          <p className="mt-3 max-w-xs text-sm text-sage-200">
            Your perfect plant, one click away. Healthy, hand-picked houseplants for every corner of your
            home.
          </p>
        </div>
        <nav aria-label="Footer" className="text-sm">
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-300">EXPLORE</p>
          <ul className="mt-4 space-y-2">
            <li>
              <Link className="hover:text-white hover:underline" to="/products">
                Shop all plants
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/cart">
                Your cart
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/account">
                Your account
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Shop policies" className="text-sm">
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-300">HELP</p>
          <ul className="mt-4 space-y-2">
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <Link className="hover:text-white hover:underline" to={POLICY_PATHS[slug]}>
                  {POLICY_LINKS[slug]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-start gap-3 text-sm">
          <TruckIcon className="mt-0.5 size-6 shrink-0 text-sage-300" />
          <p>
            <span className="font-semibold">We ship anywhere in the USA.</span>
            <br />
            <span className="text-sage-200">Every plant ships in a protective, plastic-free box.</span>
          </p>
        </div>
      </div>
      <p className="border-t border-forest-700 py-5 text-center text-xs text-sage-300">
        © {new Date().getFullYear()} Houseplant Shop
      </p>
    </footer>
  );
}
