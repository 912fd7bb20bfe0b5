export { Heading, headingLevels } from './Heading';
export type { HeadingProps, HeadingLevel } from './Heading';
