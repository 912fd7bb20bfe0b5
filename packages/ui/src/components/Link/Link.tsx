import { Slot, Slottable } from '@radix-ui/react-slot';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Tone } from '../../vocabulary';
import * as styles from './Link.css';

export const linkUnderlines = ['always', 'hover'] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];
export const linkWeights = ['regular', 'medium'] as const;
export type LinkWeight = (typeof linkWeights)[number];

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  /** The address; with `asChild`, the child (e.g. a router link) takes its own `to`/`href`. */
  href?: string;
  /** `accent` by default; `neutral` is body text colour, `critical` for destructive links. */
  tone?: Tone;
  /** `always` (default) in running text, where colour alone must not mark a link; `hover` in dense UI. */
  underline?: LinkUnderline;
  weight?: LinkWeight;
  /**
   * Opens in a new tab: sets `target="_blank"` and `rel="noopener noreferrer"`, shows an arrow and
   * adds “在新标签页中打开” to the accessible name. Also implied by `target="_blank"`.
   */
  external?: boolean;
  /**
   * Render the single child element (a router's link) with the link's look and behaviour:
   * `<Link asChild><RouterLink to="/video/index">内容库</RouterLink></Link>`.
   */
  asChild?: boolean;
  data?: DataAttributes;
};

/** A text link, for navigation inside running text or to another site. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(
  (
    { children, tone, underline, weight, external = false, asChild = false, target, rel, data, ...rest },
    ref,
  ) => {
    const strings = useUiStrings();
    const opensNewTab = external || target === '_blank';
    const Component = asChild ? Slot : 'a';
    const relValues = new Set((rel ?? '').split(/\s+/).filter(Boolean));
    if (opensNewTab) {
      // The opened page gets no handle on this one (window.opener) and no referrer.
      relValues.add('noopener');
      relValues.add('noreferrer');
    }
    return (
      <Component
        ref={ref}
        className={styles.link({ tone, underline, weight })}
        target={opensNewTab ? '_blank' : target}
        rel={relValues.size > 0 ? [...relValues].join(' ') : undefined}
        {...rest}
        {...dataAttributes(data)}
      >
        <Slottable>{children}</Slottable>
        {opensNewTab ? (
          <>
            <svg
              className={styles.externalIcon}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M7 17 17 7" />
              <path d="M8 7h9v9" />
            </svg>
            <VisuallyHidden> {strings.opensInNewTab}</VisuallyHidden>
          </>
        ) : null}
      </Component>
    );
  },
);
Link.displayName = 'Link';
