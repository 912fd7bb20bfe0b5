export { Tabs, TabsList, TabsTrigger, TabsContent, tabsOrientations, tabsActivationModes } from './Tabs';
export type {
  TabsProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
  TabsOrientation,
  TabsActivationMode,
} from './Tabs';
