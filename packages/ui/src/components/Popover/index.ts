export {
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  popoverSides,
  popoverAligns,
} from './Popover';
export type {
  PopoverProps,
  PopoverTriggerProps,
  PopoverAnchorProps,
  PopoverCloseProps,
  PopoverContentProps,
  PopoverSide,
  PopoverAlign,
} from './Popover';
