import type { ReactNode } from 'react';

/**
 * How a problem is shown: `line` under the field or button it is about, `box` at the top of a form or
 * panel, `soft` on the account's own screens (log-in, passwords), tinted. All in the alert colour.
 */
const TONES = {
  line: 'text-sm text-alert',
  box: 'rounded-2xl border border-clay-500/50 bg-white px-5 py-4 text-sm text-alert',
  soft: 'rounded-2xl border border-clay-500/40 bg-clay-500/10 px-4 py-3 text-sm text-alert',
} as const;

/**
 * What went wrong, in words: announced the moment it appears (role="alert"), in the shop's alert colour.
 * `as="div"` when it holds blocks (a list, a button); `className` adds spacing and layout only.
 */
export function Alert({
  tone = 'line',
  as: Tag = 'p',
  id,
  className,
  children,
}: {
  tone?: keyof typeof TONES;
  as?: 'p' | 'div';
  id?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag id={id} role="alert" className={className ? `${TONES[tone]} ${className}` : TONES[tone]}>
      {children}
    </Tag>
  );
}
