/** How far a long task (an upload) has come: a thin bar, announced as a progress bar. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      className="h-1.5 w-full overflow-hidden rounded-full bg-surface-sunken"
    >
      <div className="h-full bg-brand-600 transition-all" style={{ width: `${fraction * 100}%` }} />
    </div>
  );
}
