import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { POLICY_PATHS, POLICY_SLUGS, type PolicySlug } from '@shop/shared/policy-pages';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { PolicyArticle } from '../features/policy-pages/components/policy-article.tsx';
import { apiPolicyPages } from '../features/policy-pages/policy-pages-api.ts';
import { selectPolicyPages } from '../features/policy-pages/policy-pages-slice.ts';
import { messageOf } from '../lib/api.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';
import { NotFoundPage } from './not-found.tsx';
import { loadPolicyPage } from './policy-page.data.ts';

function slugAt(pathname: string): PolicySlug {
  const path = pathname.replace(/\/+$/, '');
  return POLICY_SLUGS.find((slug) => POLICY_PATHS[slug] === path) ?? 'shipping';
}

/**
 * /shipping-policy, /returns, /privacy, /terms and /contact (decision 035): a lazy chunk. Opened directly
 * it arrives rendered by the server; opened from a link it is read from the API once per tab, with the
 * load the server uses.
 */
export function PolicyPageScreen() {
  const slug = slugAt(useLocation().pathname);
  const dispatch = useAppDispatch();
  const page = useSelector(selectPolicyPages)[slug];
  const [failure, setFailure] = useState<{ slug: PolicySlug; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const failed = failure?.slug === slug ? failure : null;
  useTitle(page?.title ?? (page === null ? 'Page not found' : undefined));

  useEffect(() => {
    const controller = new AbortController();
    dispatch(loadPolicyPage(slug, apiPolicyPages(controller.signal))).catch((error: unknown) => {
      if (!controller.signal.aborted) setFailure({ slug, message: messageOf(error) });
    });
    return () => controller.abort();
  }, [dispatch, slug, attempt]);

  if (page === null) return <NotFoundPage />;
  if (!page) {
    if (!failed) return <PageSpinner label="Loading the page" />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-16 text-center">
        <p className="font-serif text-2xl text-forest-900">This page did not load</p>
        <p className="mt-2 text-sm text-alert">{failed.message}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8">
      <PolicyArticle page={page} headingId="policy-title" />
    </div>
  );
}
