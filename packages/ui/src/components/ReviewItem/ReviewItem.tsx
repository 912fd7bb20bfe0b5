import { forwardRef, useId, type ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Avatar } from '../Avatar';
import { toneTag } from '../MachineVerdict/MachineVerdict.css';
import * as styles from './ReviewItem.css';
import { ReviewMediaPreview, type ReviewMedia } from './ReviewMedia';

export type ReviewAuthor = { name: string; avatar?: string };

/** One row of the item's facts, e.g. 时长 · 03:12, 分类 · 美食. */
export type ReviewMetaField = { label: string; value: ReactNode };

export type ReviewItemProps = {
  title: string;
  /** What is under review; leave out for items that are only text. */
  media?: ReviewMedia;
  description?: ReactNode;
  author?: ReviewAuthor;
  meta?: ReviewMetaField[];
  tags?: string[];
  /** Heading level of the title in the page's outline (2 by default). */
  headingLevel?: 2 | 3;
  /** The verdict, the decision bar, the history: whatever sits under the details. */
  children?: ReactNode;
  data?: DataAttributes;
};

/**
 * The item under review: its media beside (or, when narrow, above) its title, author, description,
 * facts and tags, followed by `children` — typically `MachineVerdict`, `DecisionBar` and
 * `ReviewHistory`.
 */
export const ReviewItem = forwardRef<HTMLElement, ReviewItemProps>(
  ({ title, media, description, author, meta = [], tags = [], headingLevel = 2, children, data }, ref) => {
    const strings = useUiStrings();
    const titleId = useId();
    const TitleTag = `h${headingLevel}` as const;
    return (
      <article ref={ref} aria-labelledby={titleId} className={styles.root} {...dataAttributes(data)}>
        {media ? <ReviewMediaPreview media={media} title={title} /> : null}
        <div className={styles.details}>
          <header className={styles.header}>
            <TitleTag id={titleId} className={styles.title}>
              {title}
            </TitleTag>
            {author ? (
              <span className={styles.author}>
                <Avatar name={author.name} src={author.avatar} size="small" decorative />
                <span className={styles.metaLabel}>{strings.reviewAuthor}</span>
                <span>{author.name}</span>
              </span>
            ) : null}
          </header>
          {description ? <div className={styles.description}>{description}</div> : null}
          {meta.length > 0 ? (
            <dl className={styles.meta}>
              {meta.map((field, index) => (
                <div key={`${field.label}-${index}`} className={styles.metaRow}>
                  <dt className={styles.metaLabel}>{field.label}</dt>
                  <dd className={styles.metaValue}>{field.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {tags.length > 0 ? (
            <ul className={styles.tags} aria-label={strings.reviewTags}>
              {tags.map((tag) => (
                <li key={tag} className={toneTag({ tone: 'neutral' })}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {children ? <div className={styles.slot}>{children}</div> : null}
        </div>
      </article>
    );
  },
);
ReviewItem.displayName = 'ReviewItem';
