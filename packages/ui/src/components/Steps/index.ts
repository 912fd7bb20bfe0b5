export { Steps, stepStatuses, stepsOrientations } from './Steps';
export type { StepsProps, StepItem, StepStatus, StepsOrientation } from './Steps';
