import { menuCatalogue, UPLOAD_TOOL_CHILD, type CatalogueGroup } from '@creator-console/contract';

/**
 * The contract's menu catalogue with the upload tool under /admin: every page the console knows.
 * Whether a build offers the upload tool is the route table's decision, not this list's.
 */
export const fullCatalogue: readonly CatalogueGroup[] = menuCatalogue.map((group) =>
  group.path === 'admin' ? { ...group, children: [...group.children, UPLOAD_TOOL_CHILD] } : group,
);

/** The component key of a catalogue child, as `toMenuEntry` writes it: `<group>/<child>`. */
export const componentKey = (groupPath: string, childPath: string): string => `${groupPath}/${childPath}`;
