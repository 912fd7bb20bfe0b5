import { forwardRef } from 'react';
import { PlainLink, type LinkComponent } from '../../internal/link';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import * as styles from './Breadcrumb.css';

export type BreadcrumbItem = {
  label: string;
  /** Crumbs without an address (e.g. a menu group) render as text. */
  href?: string;
};

export type BreadcrumbProps = {
  /** From the outermost page to the current one; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** The router's link component (adapted to take `href`); a plain `<a>` by default. */
  linkAs?: LinkComponent;
  data?: DataAttributes;
};

/** Where the current page sits in the console. */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(
  ({ items, linkAs: Link = PlainLink, data }, ref) => {
    const strings = useUiStrings();
    return (
      <nav ref={ref} aria-label={strings.breadcrumb} {...dataAttributes(data)}>
        <ol className={styles.list}>
          {items.map((item, index) => {
            const isCurrent = index === items.length - 1;
            return (
              <li key={`${index}-${item.label}`} className={styles.item}>
                {index > 0 ? (
                  <span className={styles.separator}>
                    <Icon name="chevron-right" size="small" />
                  </span>
                ) : null}
                {isCurrent ? (
                  <span className={styles.current} aria-current="page">
                    {item.label}
                  </span>
                ) : item.href ? (
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                ) : (
                  <span className={styles.plain}>{item.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  },
);
Breadcrumb.displayName = 'Breadcrumb';
