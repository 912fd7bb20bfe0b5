export { Dialog, DialogTrigger, DialogContent, DialogClose, DialogFooter } from './Dialog';
export type {
  DialogProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogCloseProps,
  DialogFooterProps,
} from './Dialog';
