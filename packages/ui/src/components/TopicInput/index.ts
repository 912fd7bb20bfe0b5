export { TopicInput, normaliseTopic } from './TopicInput';
export type { TopicInputProps } from './TopicInput';
export { topicInputStrings } from './strings';
export type { TopicInputStrings } from './strings';
