import { useId, useState, type ReactNode } from 'react';
import { useHydrating } from '../../lib/use-hydrating.ts';

interface KeptHtmlProps {
  /** What the children say, as text: while it is the same, the server's HTML is kept. */
  content: string;
  className?: string;
  children: ReactNode;
}

/**
 * Words the browser never changes once the server rendered them (a plant's description): hydration keeps
 * the server's HTML as it is, instead of React building its own nodes for it and comparing (decision 063).
 * The same content rendered later stays that HTML; other content (another plant) renders its children.
 */
export function KeptHtml({ content, className, children }: KeptHtmlProps) {
  const id = useId();
  const hydrating = useHydrating();
  const [kept] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? { content, html: document.querySelector(`[data-kept="${id}"]`)?.innerHTML }
      : undefined,
  );
  if (kept?.html !== undefined && kept.content === content)
    return <div data-kept={id} className={className} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return (
    <div data-kept={id} className={className}>
      {children}
    </div>
  );
}
