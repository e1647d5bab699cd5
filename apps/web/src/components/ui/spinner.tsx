export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-forest-700">
      <span
        className="size-6 animate-spin rounded-full border-2 border-sage-200 border-t-forest-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a screen that is still fetching. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
