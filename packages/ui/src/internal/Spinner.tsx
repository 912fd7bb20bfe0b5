import { spinner } from './Spinner.css';

/** Decorative busy indicator; the owner announces the busy state itself. */
export function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}
