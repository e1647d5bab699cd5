const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Row({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" width="5em" height="1em" aria-hidden="true" focusable="false" className={className}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x})`} fill="currentColor" />
      ))}
    </svg>
  );
}

/** Five stars filled to `value` (to the half), named for screen readers: 'Rated 4.5 out of 5'. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const percent = Math.round((value / 5) * 20) * 5;
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`relative inline-block shrink-0 leading-none ${className}`}>
      <Row className="block text-sand-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Row className="block text-clay-600" />
      </span>
    </span>
  );
}
