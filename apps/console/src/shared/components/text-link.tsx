import { Link, type LinkProps } from 'react-router-dom';
import * as styles from './text-link.css';

/** A router link inside running text, in the theme's link colour. */
export function TextLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return <Link {...props} className={styles.textLink} />;
}
