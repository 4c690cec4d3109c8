const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressRing({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <div
      className="atl-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
    >
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle className="atl-ring__track" cx="32" cy="32" r={RADIUS} />
        <circle
          className="atl-ring__value"
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        />
      </svg>
      <span className="atl-ring__label">{rounded}%</span>
    </div>
  );
}
