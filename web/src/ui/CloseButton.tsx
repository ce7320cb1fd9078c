import { CloseIcon } from './icons';

/** The × that closes a banner, toast or panel; `label` names what it closes for screen readers. */
export function CloseButton({
  label,
  onClose,
  size = 18,
  className = 'rounded-full p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink',
}: {
  label: string;
  onClose: () => void;
  size?: number;
  className?: string;
}) {
  return (
    <button type="button" onClick={onClose} aria-label={label} className={className}>
      <CloseIcon size={size} />
    </button>
  );
}
