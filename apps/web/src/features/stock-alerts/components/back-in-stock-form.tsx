import type { StockAlertAnswer } from '@shop/shared/stock-alerts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { requestStockAlert } from '../stock-alerts-api.ts';

interface BackInStockFormProps {
  productId: number;
  /** The sold-out size or planter the shopper chose; none: the product's default. */
  variantId?: number | undefined;
  productName: string;
  /** A signed-in shopper's address, offered until they type another. */
  accountEmail?: string | undefined;
}

/**
 * "Email me when it's back" on a sold-out plant's page. Its first render depends on the product alone
 * (the account's address fills in once known), so it renders the same on the server and in the browser.
 */
export function BackInStockForm({ productId, variantId, productName, accountEmail }: BackInStockFormProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ status: StockAlertAnswer['status']; email: string } | null>(null);
  const titleId = useId();
  const email = typed ?? accountEmail ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError('');
    setBusy(true);
    try {
      const answer = await requestStockAlert(productId, email.trim(), variantId);
      setDone({ status: answer.status, email: email.trim() });
    } catch (failure) {
      setError(messageOf(failure));
      form.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-sand-300 bg-cream-100 p-5">
      <h2 id={titleId} className="font-serif text-xl text-forest-900">
        Email me when it's back
      </h2>
      {done ? (
        <div role="status" className="mt-2 text-sm leading-relaxed text-ink/85">
          {done.status === 'subscribed' ? (
            <p>
              <strong className="text-forest-900">You're on the list.</strong> We'll email {done.email} once, as soon as {productName} is
              back.
            </p>
          ) : (
            <p>
              <strong className="text-forest-900">Check your inbox.</strong> To be sure it's your address, we've sent a link to{' '}
              {done.email}. Confirm it and we'll email you once, as soon as {productName} is back. Confirmed before? Then you're all set.
            </p>
          )}
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">One email when it's in stock again, nothing else.</p>
          <form noValidate onSubmit={(event) => void submit(event)} aria-label="Email me when it's back" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field
              label="Your email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={error || undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                if (error) setError('');
              }}
              className="flex-1 [&_label]:sr-only"
              placeholder="you@example.com"
            />
            <Button type="submit" disabled={busy} className="shrink-0 py-3.5">
              {busy ? 'Sending…' : 'Notify me'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
