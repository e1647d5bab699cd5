import type { ReactNode } from 'react';

/** The calm, centred card the login and sign-up screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-sand-300/70 bg-white p-7 shadow-sm sm:p-10">
        <h1 className="font-serif text-3xl text-forest-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-muted">{footer}</p>
    </section>
  );
}
