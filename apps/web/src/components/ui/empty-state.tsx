import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** The screen's heading when the empty state is all there is on it. */
  heading?: boolean;
  children?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: an icon in a soft circle, what is missing, and where to go next. */
export function EmptyState({ icon, title, heading = false, children, action }: EmptyStateProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className="flex flex-col items-center text-center">
      <span className="grid size-16 place-items-center rounded-full bg-sage-100 text-forest-700 [&>svg]:size-7">
        {icon}
      </span>
      <Title
        className={`mt-6 font-serif text-forest-900 ${heading ? 'text-4xl' : 'text-2xl sm:text-3xl'}`}
      >
        {title}
      </Title>
      {children ? <div className="mt-3 max-w-md text-muted sm:text-lg">{children}</div> : null}
      {action ? <div className="mt-8">{action}</div> : null}
    </div>
  );
}
