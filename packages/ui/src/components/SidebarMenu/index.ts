export { SidebarMenu } from './SidebarMenu';
export type { SidebarMenuProps, SidebarMenuGroup, SidebarMenuItem } from './SidebarMenu';
