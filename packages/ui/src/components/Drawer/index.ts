export { Drawer, DrawerTrigger, DrawerContent, DrawerClose, drawerSides } from './Drawer';
export type {
  DrawerProps,
  DrawerTriggerProps,
  DrawerContentProps,
  DrawerCloseProps,
  DrawerSide,
} from './Drawer';
