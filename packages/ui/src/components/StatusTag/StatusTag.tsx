import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import type { DataAttributes, Size, Variant } from '../../vocabulary';
import { Tag } from '../Tag';
import { dot } from '../Tag/Tag.css';
import { statusTagOf, type StatusKind, type StatusOf } from './statusTags';

type KindAndStatus = { [K in StatusKind]: { kind: K; status: StatusOf<K> } }[StatusKind];

export type StatusTagProps = KindAndStatus & {
  size?: Size;
  variant?: Variant;
  data?: DataAttributes;
};

/**
 * The state of a review, a certification or a linked account as a coloured tag. Label and tone
 * come from one map (`statusTagStyles`) and the locale, so every screen shows a state the same way.
 */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(
  ({ kind, status, size, variant, data }, ref) => {
    const strings = useUiStrings();
    const { tone, label } = statusTagOf(strings, kind, status as never);
    return (
      <Tag
        ref={ref}
        tone={tone}
        variant={variant}
        size={size}
        icon={<span className={dot} />}
        data={{ kind, status: String(status), ...data }}
      >
        {label}
      </Tag>
    );
  },
);
StatusTag.displayName = 'StatusTag';
