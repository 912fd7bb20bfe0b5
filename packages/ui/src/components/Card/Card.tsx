import { forwardRef, useId, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'standard', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export type CardProps = {
  children?: ReactNode;
  title?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  /** Inner spacing; `none` for content that runs to the edges (a table). Default `standard`. */
  padding?: CardPadding;
  /**
   * `section` makes the card a landmark named by its title (aria-labelledby): use it for the
   * main blocks of a page. `div` (default) for cards in a grid or list.
   */
  as?: 'div' | 'section' | 'article';
  /** Element of the title, to fit the page's outline. Default `h3`. */
  titleAs?: 'h2' | 'h3' | 'h4';
  data?: DataAttributes;
};

/** A surface that groups related content, with an optional header of title and actions. */
export const Card = forwardRef<HTMLElement, CardProps>(
  (
    { children, title, description, actions, padding, as: Component = 'div', titleAs: Title = 'h3', data },
    ref,
  ) => {
    const titleId = useId();
    const named = Component !== 'div' && title;
    return (
      <Component
        ref={ref as never}
        className={styles.card({ padding })}
        aria-labelledby={named ? titleId : undefined}
        {...dataAttributes(data)}
      >
        {title || actions ? (
          <div className={styles.header}>
            {title ? (
              <div className={styles.titles}>
                <Title id={titleId} className={styles.title}>
                  {title}
                </Title>
                {description ? <p className={styles.description}>{description}</p> : null}
              </div>
            ) : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : null}
        {children}
      </Component>
    );
  },
);
Card.displayName = 'Card';
