import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import * as styles from './MediaCard.css';

export type MediaCardProps = {
  /** The card's heading; with `onOpen` it is the button that opens the item. */
  title: string;
  /** A signed or outside image address; without one a neutral placeholder keeps the 16:9 frame. */
  coverUrl?: string | null;
  /** A line under the title (who, where). */
  subtitle?: ReactNode;
  /** Tags laid over the cover's top edge (type, state, a lock). */
  badges?: ReactNode;
  /** The body between the title and the footer. */
  children?: ReactNode;
  /** A muted line at the bottom, under a rule (deadline, counts). */
  footer?: ReactNode;
  /** Makes the whole card open the item: the title becomes a button covering the card. */
  onOpen?: () => void;
  /** Element of the title, to fit the page's outline. Default `h3`. */
  titleAs?: 'h2' | 'h3' | 'h4';
  data?: DataAttributes;
};

/**
 * A tile for a grid of things with a picture (a task, a video, an album): a 16:9 cover with badges
 * on it, a title, a subtitle, free content and a footer. With `onOpen` a click anywhere on the
 * card, or Enter/Space on its title, opens the item; the card is an `article` named by its title.
 */
export const MediaCard = forwardRef<HTMLElement, MediaCardProps>(
  ({ title, coverUrl, subtitle, badges, children, footer, onOpen, titleAs: Title = 'h3', data }, ref) => (
    <article ref={ref} className={styles.card} aria-label={title} {...dataAttributes(data)}>
      <div className={styles.cover}>
        {coverUrl ? (
          <img className={styles.coverImage} src={coverUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <Icon name="video" size="large" />
          </span>
        )}
        {badges ? <div className={styles.badges}>{badges}</div> : null}
      </div>
      <div className={styles.body}>
        <div>
          <Title className={styles.title} title={title}>
            {onOpen ? (
              <button type="button" className={styles.open} data-media-open="" onClick={onOpen}>
                {title}
              </button>
            ) : (
              title
            )}
          </Title>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  ),
);
MediaCard.displayName = 'MediaCard';
