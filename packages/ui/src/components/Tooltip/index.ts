export { Tooltip, TooltipTrigger, TooltipContent, tooltipSides, tooltipAligns } from './Tooltip';
export type {
  TooltipProps,
  TooltipTriggerProps,
  TooltipContentProps,
  TooltipSide,
  TooltipAlign,
} from './Tooltip';
