export { Inline, inlineAligns, inlineAlignYs } from './Inline';
export type { InlineProps, InlineAlign, InlineAlignY } from './Inline';
